"""What each task does to one item: complete the structure, rebuild side chains, anneal,
minimise, score."""
import openmm

from minimize import minimize
from prepare import for_mm, prepare, write
from relax import RESTRAINT, TEMPERATURES, TIMESTEP, anneal
from scoring import energy_terms
from system import CUTOFF, CUTOFF_ATOMS, build_system, solvent_model

REBUILDS = {'repack', 'design', 'flex_design', 'relax_design'}
ANNEALS = {'relax', 'flex_design', 'relax_design'}


def run_item(task, pdb, item, settings, report):
    """One result pose: {name, pdb, energy (kcal/mol or None), terms, notes}."""
    seed = item['seed']
    if task == 'prepare':
        report(0, 'Preparing')
        topology, positions, notes = prepare(pdb, seed)
        return {'name': item['name'], 'pdb': write(topology, positions), 'energy': None, 'terms': {}, 'notes': notes}

    report(0, 'Completing the structure')
    topology, positions, notes = for_mm(pdb, seed, hydrogens=task not in REBUILDS)
    if task in REBUILDS:
        from repack import rebuild_side_chains
        report(0.05, 'Building side chains')
        heavy = rebuild_side_chains(write(topology, positions), item.get('mutations', []), repack_all=task == 'repack')
        # ProMod3 writes heavy atoms only (and may drop OXT): complete again.
        topology, positions, _ = for_mm(heavy, seed)
    system = build_system(topology, settings)
    if task != 'score':
        if task in ANNEALS:
            report(0.1, 'Minimizing before annealing')
            positions = minimize(system, positions, settings)
            free = designed_residues(topology, item.get('mutations', [])) if task == 'flex_design' else frozenset()
            positions = anneal(topology, positions, settings, seed, free, lambda f: report(0.2 + 0.6 * f, 'Annealing'))
        report(0.8, 'Minimizing')
        positions = minimize(system, positions, settings)
    report(0.95, 'Scoring')
    energy, terms = energy_terms(system, topology, positions, settings)
    return {'name': item['name'], 'pdb': write(topology, positions), 'energy': round(energy, 4), 'terms': terms, 'notes': notes}


def designed_residues(topology, mutations):
    wanted = {(m['chain'], str(m['resid']), m['icode'] or '') for m in mutations}
    return frozenset(r.index for r in topology.residues() if (r.chain.id, r.id, r.insertionCode.strip()) in wanted)


def run_settings(task, settings):
    """What the results collection records about how it was made."""
    record = {'engine': 'openmm', 'openmm': openmm.__version__, 'platform': settings['platform'], 'threads': settings['threads']}
    if task == 'prepare':
        return {**record, 'tool': 'PDBFixer', 'ph': 7.0}
    record.update({
        'force_field': settings['force_field'],
        'solvent_model': solvent_model(settings),
        'nonbonded': f'no cutoff up to {CUTOFF_ATOMS} atoms, else {CUTOFF.value_in_unit(CUTOFF.unit):g} nm cutoff',
        'max_iterations': settings['max_iterations'] or 'until converged',
        'energy_unit': 'kcal/mol',
    })
    if task in ANNEALS:
        record.update({'anneal_steps': settings['relax_steps'], 'anneal_temperatures_k': list(TEMPERATURES), 'timestep_fs': TIMESTEP, 'restraint_kcal_per_a2': RESTRAINT})
    if task in REBUILDS:
        import promod3
        record['side_chains'] = f'ProMod3 {promod3.__version__} (SCWRL4 energy, FRM rotamers)'
    return record
