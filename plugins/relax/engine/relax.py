"""Relax's step: complete, minimise, anneal with heavy-atom restraints (one seeded trajectory per
repeat), minimise again, score."""

from blocks import anneal_record, completed, force_field_record, relaxed_and_scored, result_pose


def run_item(pdb, item, settings, report):
    report(0, 'Completing the structure')
    topology, positions, notes = completed(pdb, item['seed'])
    positions, energy, terms = relaxed_and_scored(
        topology, positions, settings, item['seed'], report, anneal_free=frozenset()
    )
    return result_pose(item, topology, positions, energy, terms, notes)


def run_settings(settings):
    return {**force_field_record(settings), **anneal_record(settings)}
