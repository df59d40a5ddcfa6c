"""DDG's step: the stability change of one point mutation by molecular mechanics.

For the wild type and the mutant alike the residue's side chain is deleted and rebuilt by PDBFixer
(seeded), hydrogens are added to that residue only, and the residues around it are minimised in
implicit solvent with the rest of the protein fixed (scipy L-BFGS over the free atoms). The same is
done for the residue's tripeptide cut from the chain (the unfolded-state reference), all atoms free.
    raw = [E(mut, folded) - E(wt, folded)] - [E(mut, tripeptide) - E(wt, tripeptide)]   (kcal/mol)
in three parts (van der Waals, electrostatics with solvation, internal terms), averaged over
independent repeats (different seeds); the TypeScript side applies the calibration's weights.
"""
import io

import numpy as np
import openmm
from openmm import app, unit
from pdbfixer import PDBFixer
from scipy.optimize import minimize as scipy_minimize

from blocks import completed
from errors import JobError
from scoring import energy_terms
from system import build_system, make_context

# The raw difference is reported in three parts the calibration weighs separately.
PARTS = {
    'vdw': ('mm_lennard_jones',),
    'electrostatics': ('mm_coulomb', 'mm_solvation'),
    'internal': ('mm_bond', 'mm_angle', 'mm_sidechain_torsion', 'mm_backbone_torsion'),
}

KEEP = {'N', 'CA', 'C', 'O', 'OXT'}
# Backbone atoms stay fixed in the folded state: only side chains around the mutation move.
BACKBONE = KEEP | {'H', 'H1', 'H2', 'H3', 'HA', 'HA2', 'HA3'}
FREE_RADIUS = 0.6  # nm: residues with an atom this close to the mutated residue move
PREPARATION_SEED = 7
CUTOFF = 1.2 * unit.nanometer  # every size: keeps a minimisation step linear in the protein's atoms  # the same completed wild type in every worker process
MAX_STEPS = 100
# The completed wild type is minimised once, all atoms free, so that a run's local minimisation only
# answers the rebuilt side chain and not the relaxation of the crystal structure around it.
WHOLE_TOLERANCE = 10.0  # kJ/mol/nm
_prepared = {}


def run_item(pdb, item, settings, report):
    change = item['mutations'][0]
    name = item['name']
    topology, positions = prepared(pdb, settings)
    index = residue_index(topology, change)
    residue = list(topology.residues())[index]
    if residue.name == 'CYS' and in_disulfide(topology, residue):
        return {'name': name, 'error': f'{name}: cysteine {residue.chain.id}{residue.id} forms a disulfide bond; mutating it is refused.'}
    repeats = int(item.get('repeats', 3))
    runs = []
    for repeat in range(repeats):
        seed = item['seed'] + repeat
        report(repeat / repeats, f'{name}: repeat {repeat + 1} of {repeats}')
        parts = {}
        for kind, sign, name3 in (('wt', -1, residue.name), ('mut', 1, change['name3'])):
            folded_top, folded_pos = rebuilt(topology, positions, index, name3, seed)
            folded = relaxed_parts(folded_top, folded_pos, free_atoms(folded_top, folded_pos, index), settings)
            frag_top, frag_pos = tripeptide(folded_top, folded_pos, index, seed)
            unfolded = relaxed_parts(frag_top, frag_pos, list(range(frag_top.getNumAtoms())), settings)
            for part in PARTS:
                parts[part] = parts.get(part, 0.0) + sign * (folded[part] - unfolded[part])
        runs.append(parts)
    mean = {part: float(np.mean([run[part] for run in runs])) for part in PARTS}
    totals = [sum(run.values()) for run in runs]
    return {'name': name, 'raw': mean, 'spread': float(np.std(totals)), 'repeats': [round(v, 3) for v in totals]}


def run_settings(settings):
    return {
        'force_field': settings['force_field'], 'solvent': 'implicit (OBC)', 'free_radius_nm': FREE_RADIUS,
        'minimiser': f'scipy L-BFGS, at most {MAX_STEPS} steps, rest of the protein fixed',
        'unfolded_reference': 'the tripeptide around the residue, cut from the chain',
    }


def prepared(pdb, _settings):
    """The wild type completed for the force field once per process (heavy atoms, hydrogens, seeded)."""
    key = hash(pdb)
    if key not in _prepared:
        topology, positions, _ = completed(pdb, PREPARATION_SEED)
        _prepared.clear()
        _prepared[key] = (topology, minimised(topology, positions, _settings))
    return _prepared[key]


def minimised(topology, positions, settings):
    context = make_context(build_system(topology, settings), openmm.VerletIntegrator(0.001), settings)
    context.setPositions(positions)
    openmm.LocalEnergyMinimizer.minimize(context, WHOLE_TOLERANCE, 0)
    return context.getState(getPositions=True).getPositions()


def residue_index(topology, change):
    for residue in topology.residues():
        if residue.chain.id == change['chain'] and int(residue.id) == change['resid'] and residue.insertionCode.strip() == change['icode'].strip():
            return residue.index
    raise JobError(f'Residue {change["chain"]}{change["resid"]}{change["icode"]} is not in the structure.')


def in_disulfide(topology, residue):
    sg = next((a for a in residue.atoms() if a.name == 'SG'), None)
    return sg is not None and any((a is sg and b.name == 'SG') or (b is sg and a.name == 'SG') for a, b in topology.bonds())


def rebuilt(topology, positions, index, name3, seed):
    """The structure with residue `index` turned into `name3` (its own name for the wild type): side
    chain and its hydrogens deleted, then rebuilt by PDBFixer; no other atom changes."""
    modeller = app.Modeller(topology, positions)
    residue = list(modeller.topology.residues())[index]
    modeller.delete([a for a in residue.atoms() if a.name not in KEEP])
    list(modeller.topology.residues())[index].name = name3
    text = io.StringIO()
    app.PDBFile.writeFile(modeller.topology, modeller.positions, text, keepIds=True)
    fixer = PDBFixer(pdbfile=io.StringIO(text.getvalue()))
    fixer.missingResidues = {}
    fixer.findMissingAtoms()
    fixer.addMissingAtoms(seed=seed)
    fixer.addMissingHydrogens(7.0)
    return fixer.topology, fixer.positions


def free_atoms(topology, positions, index):
    xyz = np.array(positions.value_in_unit(unit.nanometer))
    target = [a.index for a in list(topology.residues())[index].atoms() if a.name not in KEEP and a.element.symbol != 'H'] or \
        [a.index for a in list(topology.residues())[index].atoms()]
    near = set()
    for residue in topology.residues():
        atoms = [a.index for a in residue.atoms()]
        d = np.min(np.linalg.norm(xyz[atoms][:, None, :] - xyz[target][None, :, :], axis=2))
        if d <= FREE_RADIUS:
            near.update(a.index for a in residue.atoms() if a.name not in BACKBONE)
    return sorted(near)


def tripeptide(topology, positions, index, seed):
    """Residues index-1..index+1 of the same chain, their termini completed by PDBFixer."""
    residues = list(topology.residues())
    chain = residues[index].chain
    keep = {r.index for r in residues[max(0, index - 1):index + 2] if r.chain is chain}
    modeller = app.Modeller(topology, positions)
    modeller.delete([r for r in modeller.topology.residues() if r.index not in keep])
    modeller.delete([a for a in modeller.topology.atoms() if a.element is not None and a.element.symbol == 'H' and a.name in ('H', 'H1', 'H2', 'H3')])
    text = io.StringIO()
    app.PDBFile.writeFile(modeller.topology, modeller.positions, text, keepIds=True)
    fixer = PDBFixer(pdbfile=io.StringIO(text.getvalue()))
    fixer.missingResidues = {}
    fixer.findMissingAtoms()
    fixer.addMissingAtoms(seed=seed)
    fixer.addMissingHydrogens(7.0)
    return fixer.topology, fixer.positions


def relaxed_parts(topology, positions, free, settings):
    """The energy parts (kcal/mol) after an L-BFGS minimisation of the `free` atoms, the rest fixed."""
    system = build_system(topology, settings, cutoff=CUTOFF)
    context = make_context(system, openmm.VerletIntegrator(0.001), settings)
    xyz = np.array(positions.value_in_unit(unit.nanometer))
    free = np.array(free)

    def energy_and_gradient(flat):
        xyz[free] = flat.reshape(-1, 3)
        context.setPositions(xyz)
        state = context.getState(getEnergy=True, getForces=True)
        forces = state.getForces(asNumpy=True).value_in_unit(unit.kilojoule_per_mole / unit.nanometer)
        return state.getPotentialEnergy().value_in_unit(unit.kilojoule_per_mole), -forces[free].ravel()

    result = scipy_minimize(energy_and_gradient, xyz[free].ravel(), jac=True, method='L-BFGS-B', options={'maxiter': MAX_STEPS, 'ftol': 1e-8, 'gtol': 0.5})
    xyz[free] = result.x.reshape(-1, 3)
    _, terms = energy_terms(system, topology, xyz * unit.nanometer, settings)
    return {part: sum(terms[name] for name in names) for part, names in PARTS.items()}
