"""Relax Design's step: like Design (a sequence search over exactly the enabled letters, ProMod3 side
chains for the mutated residues), then restrained annealing of the whole structure with a design's
schedule (shorter than Relax's, with a nonbonded cutoff: relax.py), minimisation, score."""

from blocks import (
    anneal_record,
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
    positions, energy, terms = relaxed_and_scored(
        topology, positions, settings, item['seed'], report, anneal_free=frozenset(), design=True
    )
    return result_pose(item, topology, positions, energy, {**terms, **search}, notes)


def run_settings(settings):
    return {
        **force_field_record(settings),
        **anneal_record(settings, design=True),
        **side_chain_record(),
        **search_record(),
    }
