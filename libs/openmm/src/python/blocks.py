"""Building blocks a plugin's step file combines: complete a structure for the force field, rebuild
side chains, minimise, anneal, score, and the records a results collection keeps of how it was made.
No job type appears here: each plugin's step file (plugins/<id>/engine/*.py) says what its job does."""

import openmm
from minimize import minimize
from prepare import for_mm, load, refuse_unfit, write
from relax import RESTRAINT, TEMPERATURES, TIMESTEP, anneal, before_anneal, schedule
from scoring import energy_terms
from system import CUTOFF, CUTOFF_ATOMS, build_system, solvent_model


def result_pose(item, topology, positions, energy, terms, notes):
    """One result pose as the runner returns it: {name, pdb, energy (kcal/mol or None), terms, notes}."""
    rounded = None if energy is None else round(energy, 4)
    return {'name': item['name'], 'pdb': write(topology, positions), 'energy': rounded, 'terms': terms, 'notes': notes}


def completed(pdb, seed, hydrogens=True):
    """(topology, positions, notes) ready for the force field; ligands and waters stripped with a note."""
    return for_mm(pdb, seed, hydrogens=hydrogens)


def refuse_unfit_except(pdb, rebuilt):
    """Refuses at once what `completed` would refuse after the work (nonstandard residues, chain
    breaks), except at the residues the step rebuilds: `rebuilt` is their (chain, resid, icode)."""
    refuse_unfit(load(pdb), frozenset(rebuilt))


def with_side_chains(topology, positions, seed, mutations, repack_all):
    """Applies `mutations` and rebuilds side chains with ProMod3 (every one when `repack_all`), then
    completes the result again: ProMod3 writes heavy atoms only (and may drop OXT)."""
    from repack import rebuild_side_chains

    heavy = rebuild_side_chains(write(topology, positions), mutations, repack_all=repack_all)
    topology, positions, _ = for_mm(heavy, seed)
    return topology, positions


def relaxed_and_scored(topology, positions, settings, seed, report, anneal_free=None, design=False):
    """Minimises (first annealing with restraints when `anneal_free` is a set of residue indices that
    move freely; a design's shorter schedule when `design`, see relax.py), then scores. Returns
    (positions, energy, terms)."""
    system = build_system(topology, settings)
    if anneal_free is not None:
        report(0.1, 'Minimizing before annealing')
        positions = before_anneal(topology, system, positions, settings, design)
        positions = anneal(
            topology, positions, settings, seed, anneal_free, lambda f: report(0.2 + 0.6 * f, 'Annealing'), design
        )
    report(0.8, 'Minimizing')
    positions = minimize(system, positions, settings)
    report(0.95, 'Scoring')
    energy, terms = energy_terms(system, topology, positions, settings)
    return positions, energy, terms


def scored(topology, positions, settings):
    """(energy, terms) of the structure as it is."""
    system = build_system(topology, settings)
    return energy_terms(system, topology, positions, settings)


def residues_of(topology, mutations):
    """Residue indices of the mutated residues ({chain, resid, icode})."""
    wanted = {(m['chain'], str(m['resid']), m['icode'] or '') for m in mutations}
    return frozenset(r.index for r in topology.residues() if (r.chain.id, r.id, r.insertionCode.strip()) in wanted)


def engine_record(settings):
    return {
        'engine': 'openmm',
        'openmm': openmm.__version__,
        'platform': settings['platform'],
        'threads': settings['threads'],
    }


def force_field_record(settings):
    return {
        **engine_record(settings),
        'force_field': settings['force_field'],
        'solvent_model': solvent_model(settings),
        'nonbonded': f'no cutoff up to {CUTOFF_ATOMS} atoms, else {CUTOFF.value_in_unit(CUTOFF.unit):g} nm cutoff',
        'max_iterations': settings['max_iterations'] or 'until converged',
        'energy_unit': 'kcal/mol',
    }


def anneal_record(settings, design=False):
    steps, cutoff = schedule(settings, design)
    return {
        'anneal_steps': steps,
        **({'anneal_cutoff_nm': cutoff} if cutoff else {}),
        'anneal_temperatures_k': list(TEMPERATURES),
        'timestep_fs': TIMESTEP,
        'restraint_kcal_per_a2': RESTRAINT,
    }


def side_chain_record():
    import promod3

    return {'side_chains': f'ProMod3 {promod3.__version__} (SCWRL4 energy, FRM rotamers)'}
