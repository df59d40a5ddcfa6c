"""Design's step: a seeded sequence search over exactly the enabled letters (simulated annealing,
ProMod3 packing energy), then ProMod3 side chains for the mutated residues of the best sequence,
minimisation, score."""

from blocks import (
    completed,
    force_field_record,
    relaxed_and_scored,
    result_pose,
    side_chain_record,
    with_side_chains,
)
from design_steps import annealed_sequence, search_record


def run_item(pdb, item, settings, report):
    report(0, 'Completing the structure')
    topology, positions, notes = completed(pdb, item['seed'], hydrogens=False)
    positions, mutations, search = annealed_sequence(
        topology, positions, item.get('args'), item['seed'], report, settings, notes
    )
    report(0.08, 'Building side chains')
    topology, positions = with_side_chains(topology, positions, item['seed'], mutations, repack_all=False)
    positions, energy, terms = relaxed_and_scored(topology, positions, settings, item['seed'], report)
    return result_pose(item, topology, positions, energy, {**terms, **search}, notes)


def run_settings(settings):
    return {**force_field_record(settings), **side_chain_record(), **search_record()}
