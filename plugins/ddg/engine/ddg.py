"""DDG's step: the stability change of one point mutation by molecular mechanics.

For the wild type and the mutant alike the residue's side chain is deleted and rebuilt by ProMod3
(rotamer library, SCWRL4 energy), hydrogens are added to that residue only, and the side chains
around it are minimised in implicit solvent with the backbone and the rest of the protein fixed
(scipy L-BFGS over the free atoms, from a seeded 0.01 nm jitter per repeat). The same is
done for the residue's tripeptide cut from the chain (the unfolded-state reference), all atoms free.
    raw = [E(mut, folded) - E(wt, folded)] - [E(mut, tripeptide) - E(wt, tripeptide)]   (kcal/mol)
in three parts (nonbonded: van der Waals and Coulomb; solvation; internal terms), averaged over
independent repeats (different seeds); the TypeScript side applies the calibration's weights.
"""

import io

import numpy as np
import openmm
from blocks import completed
from errors import JobError
from openmm import app, unit
from pdbfixer import PDBFixer
from prepare import add_hydrogens
from repack import rebuild_side_chains
from scipy.optimize import minimize as scipy_minimize
from system import GROUPS, OTHER_GROUP, build_system, make_context

# The raw difference is reported in three parts the calibration weighs separately, read from the
# minimisation's own context by force group (no second context).
PARTS = {
    'nonbonded': {GROUPS['nonbonded']},
    'solvation': {GROUPS['solvation']},
    'internal': {GROUPS['bond'], GROUPS['angle'], GROUPS['sidechain_torsion'], GROUPS['backbone_torsion'], OTHER_GROUP},
}
KCAL = unit.kilocalorie_per_mole

KEEP = {'N', 'CA', 'C', 'O', 'OXT'}
# Backbone atoms stay fixed in the folded state: only side chains around the mutation move.
BACKBONE = KEEP | {'H', 'H1', 'H2', 'H3', 'HA', 'HA2', 'HA3'}
FREE_RADIUS = 0.6  # nm: residues with an atom this close to the mutated residue move
PREPARATION_SEED = 7
JITTER = 0.01  # nm
CUTOFF = (
    1.2 * unit.nanometer
)  # every size: keeps a minimisation step linear in the protein's atoms  # the same completed wild type in every worker process
MAX_STEPS = 100
# The completed wild type is minimised once, all atoms free, so that a run's local minimisation only
# answers the rebuilt side chain and not the relaxation of the crystal structure around it.
WHOLE_TOLERANCE = 10.0  # kJ/mol/nm
_prepared = {}


def run_item(pdb, item, settings, report):
    try:
        return scored(pdb, item, settings, report)
    except Exception as error:  # one mutation the engine cannot build must not lose the others
        return {'name': item['name'], 'error': f'{item["name"]}: {error}'}


def scored(pdb, item, settings, report):
    change = item['mutations'][0]
    name = item['name']
    topology, positions, heavy = prepared(pdb, settings)
    index = residue_index(topology, change)
    residue = list(topology.residues())[index]
    if residue.name == 'CYS' and in_disulfide(topology, residue):
        return {
            'name': name,
            'error': f'{name}: cysteine {residue.chain.id}{residue.id} forms a disulfide bond; mutating it is refused.',
        }
    repeats = int(item.get('repeats', 3))
    runs = []
    for repeat in range(repeats):
        seed = item['seed'] + repeat
        report(repeat / repeats, f'{name}: repeat {repeat + 1} of {repeats}')
        parts = {}
        for sign, name3 in ((-1, residue.name), (1, change['name3'])):
            folded_top, folded_pos = rebuilt(topology, positions, heavy, index, {**change, 'name3': name3})
            folded = relaxed_parts(folded_top, folded_pos, free_atoms(folded_top, folded_pos, index), settings, seed)
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
        'force_field': settings['force_field'],
        'solvent': 'implicit (OBC)',
        'free_radius_nm': FREE_RADIUS,
        'minimiser': f'scipy L-BFGS, at most {MAX_STEPS} steps: side chains within {FREE_RADIUS} nm move, backbone and the rest fixed',
        'side_chains': 'ProMod3 (SCWRL4 energy, backbone-dependent rotamers) for the wild type and the mutant alike',
        'unfolded_reference': 'the tripeptide around the residue, cut from the chain',
    }


def prepared(pdb, settings):
    """The wild type completed for the force field once per process (heavy atoms, hydrogens,
    seeded, minimised), and its heavy-atom copy for ProMod3."""
    key = hash(pdb)
    if key not in _prepared:
        topology, positions, _ = completed(without_hydrogens(pdb), PREPARATION_SEED)
        positions = minimised(topology, positions, settings)
        modeller = app.Modeller(topology, positions)
        modeller.delete([a for a in modeller.topology.atoms() if a.element is not None and a.element.symbol == 'H'])
        heavy = io.StringIO()
        app.PDBFile.writeFile(modeller.topology, modeller.positions, heavy, keepIds=True)
        _prepared.clear()
        _prepared[key] = (topology, positions, heavy.getvalue())
    return _prepared[key]


def without_hydrogens(pdb):
    """The input's own hydrogens go (a protonated Asp of the file would not match the termini of a
    tripeptide): every hydrogen of the run is placed the same way, by PDBFixer at pH 7."""

    def hydrogen(line):
        element = line[76:78].strip()
        return element in ('H', 'D') if element else line[12:16].strip().lstrip('0123456789').startswith(('H', 'D'))

    return '\n'.join(line for line in pdb.splitlines() if not (line.startswith(('ATOM', 'HETATM')) and hydrogen(line)))


def minimised(topology, positions, settings):
    context = make_context(build_system(topology, settings), openmm.VerletIntegrator(0.001), settings)
    context.setPositions(positions)
    openmm.LocalEnergyMinimizer.minimize(context, WHOLE_TOLERANCE, 0)
    return context.getState(getPositions=True).getPositions()


def residue_index(topology, change):
    for residue in topology.residues():
        if (
            residue.chain.id == change['chain']
            and int(residue.id) == change['resid']
            and residue.insertionCode.strip() == change['icode'].strip()
        ):
            return residue.index
    raise JobError(f'Residue {change["chain"]}{change["resid"]}{change["icode"]} is not in the structure.')


def in_disulfide(topology, residue):
    sg = next((a for a in residue.atoms() if a.name == 'SG'), None)
    return sg is not None and any(
        (a is sg and b.name == 'SG') or (b is sg and a.name == 'SG') for a, b in topology.bonds()
    )


def rebuilt(topology, positions, heavy, index, change):
    """The structure with residue `index` given ProMod3's side chain for `change['name3']` (its own
    name for the wild type: the same path), built on the heavy-atom copy `heavy`; hydrogens are then
    added to that residue only. No other atom changes."""
    placed = rebuild_side_chains(heavy, [change], repack_all=False)
    mine = lambda line: (
        line.startswith('ATOM')
        and line[21] == change['chain']
        and int(line[22:26]) == change['resid']
        and line[26].strip() == change['icode'].strip()
    )
    side = [line for line in placed.splitlines() if mine(line) and line[12:16].strip() not in KEEP]
    modeller = app.Modeller(topology, positions)
    modeller.delete([a for a in list(modeller.topology.residues())[index].atoms() if a.name not in KEEP])
    list(modeller.topology.residues())[index].name = change['name3']
    text = io.StringIO()
    app.PDBFile.writeFile(modeller.topology, modeller.positions, text, keepIds=True)
    lines = [line for line in text.getvalue().splitlines() if not line.startswith('CONECT')]
    last = max(i for i, line in enumerate(lines) if mine(line))
    lines[last + 1 : last + 1] = side
    fixer = PDBFixer(pdbfile=io.StringIO('\n'.join(lines) + '\n'))
    fixer.missingResidues = {}
    fixer.findMissingAtoms()
    fixer.addMissingAtoms(seed=PREPARATION_SEED)
    add_hydrogens(fixer, PREPARATION_SEED)
    return fixer.topology, fixer.positions


def free_atoms(topology, positions, index):
    xyz = np.array(positions.value_in_unit(unit.nanometer))
    target = [
        a.index for a in list(topology.residues())[index].atoms() if a.name not in KEEP and a.element.symbol != 'H'
    ] or [a.index for a in list(topology.residues())[index].atoms()]
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
    keep = {r.index for r in residues[max(0, index - 1) : index + 2] if r.chain is chain}
    modeller = app.Modeller(topology, positions)
    modeller.delete([r for r in modeller.topology.residues() if r.index not in keep])
    modeller.delete(
        [
            a
            for a in modeller.topology.atoms()
            if a.element is not None and a.element.symbol == 'H' and a.name in ('H', 'H1', 'H2', 'H3')
        ]
    )
    text = io.StringIO()
    app.PDBFile.writeFile(modeller.topology, modeller.positions, text, keepIds=True)
    fixer = PDBFixer(pdbfile=io.StringIO(text.getvalue()))
    fixer.missingResidues = {}
    fixer.findMissingAtoms()
    fixer.addMissingAtoms(seed=seed)
    add_hydrogens(fixer, seed)
    return fixer.topology, fixer.positions


def relaxed_parts(topology, positions, free, settings, seed=None):
    """The energy parts (kcal/mol) after an L-BFGS minimisation of the `free` atoms, the rest fixed.
    With a seed the free atoms first move by a seeded 0.01 nm Gaussian step: independent repeats
    start from slightly different points, and their spread says how well the minimum is defined."""
    system = build_system(topology, settings, cutoff=CUTOFF)
    context = make_context(system, openmm.VerletIntegrator(0.001), settings)
    xyz = np.array(positions.value_in_unit(unit.nanometer))
    free = np.array(free)
    if seed is not None:
        xyz[free] += np.random.default_rng(seed).normal(0, JITTER, (len(free), 3))

    def energy_and_gradient(flat):
        xyz[free] = flat.reshape(-1, 3)
        context.setPositions(xyz)
        state = context.getState(getEnergy=True, getForces=True)
        forces = state.getForces(asNumpy=True).value_in_unit(unit.kilojoule_per_mole / unit.nanometer)
        return state.getPotentialEnergy().value_in_unit(unit.kilojoule_per_mole), -forces[free].ravel()

    result = scipy_minimize(
        energy_and_gradient,
        xyz[free].ravel(),
        jac=True,
        method='L-BFGS-B',
        options={'maxiter': MAX_STEPS, 'ftol': 1e-8, 'gtol': 0.5},
    )
    xyz[free] = result.x.reshape(-1, 3)
    context.setPositions(xyz)
    return {
        part: context.getState(getEnergy=True, groups=groups).getPotentialEnergy().value_in_unit(KCAL)
        for part, groups in PARTS.items()
    }
