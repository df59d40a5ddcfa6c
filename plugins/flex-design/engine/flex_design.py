"""Flex Design's step: like Design, then annealing in which the designed residues move without
restraints (their backbone included: the coupled-moves flavour), minimisation, score."""
from blocks import (
    anneal_record, completed, force_field_record, relaxed_and_scored, residues_of, result_pose, side_chain_record,
    with_side_chains,
)


def run_item(pdb, item, settings, report):
    mutations = item.get('mutations', [])
    report(0, 'Completing the structure')
    topology, positions, notes = completed(pdb, item['seed'], hydrogens=False)
    report(0.05, 'Building side chains')
    topology, positions = with_side_chains(topology, positions, item['seed'], mutations, repack_all=False)
    free = residues_of(topology, mutations)
    positions, energy, terms = relaxed_and_scored(topology, positions, settings, item['seed'], report, anneal_free=free)
    return result_pose(item, topology, positions, energy, terms, notes)


def run_settings(settings):
    return {**force_field_record(settings), **anneal_record(settings), **side_chain_record()}
