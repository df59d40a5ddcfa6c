"""Repack's step: ProMod3 rebuilds every side chain, then minimisation and scoring."""

from blocks import completed, force_field_record, relaxed_and_scored, result_pose, side_chain_record, with_side_chains


def run_item(pdb, item, settings, report):
    report(0, 'Completing the structure')
    topology, positions, notes = completed(pdb, item['seed'], hydrogens=False)
    report(0.05, 'Building side chains')
    topology, positions = with_side_chains(topology, positions, item['seed'], [], repack_all=True)
    positions, energy, terms = relaxed_and_scored(topology, positions, settings, item['seed'], report)
    return result_pose(item, topology, positions, energy, terms, notes)


def run_settings(settings):
    return {**force_field_record(settings), **side_chain_record()}
