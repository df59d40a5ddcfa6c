"""Flex Design's step: a sequence search with backbone moves (simulated annealing over exactly the
enabled letters, with backrubs at the designable residues accepted by the same criterion), ProMod3
side chains for the mutated residues, then a local refinement: a short anneal with a nonbonded
cutoff in which the designed residues move without restraints (their backbone included) and the
rest is restrained (libs/openmm/src/python/relax.py), minimisation, score."""

from blocks import (
    anneal_record,
    completed,
    force_field_record,
    relaxed_and_scored,
    residues_of,
    result_pose,
    side_chain_record,
    with_side_chains,
)
from design_steps import annealed_sequence, search_record


def run_item(pdb, item, settings, report):
    report(0, 'Completing the structure')
    topology, positions, notes = completed(pdb, item['seed'], hydrogens=False)
    positions, mutations, search = annealed_sequence(
        topology, positions, item.get('args'), item['seed'], report, settings, notes, backbone_moves=True
    )
    report(0.08, 'Building side chains')
    topology, positions = with_side_chains(topology, positions, item['seed'], mutations, repack_all=False)
    args = item.get('args') or {}
    free = residues_of(topology, args.get('positions', [])) - residues_of(topology, args.get('keep', []))
    positions, energy, terms = relaxed_and_scored(
        topology, positions, settings, item['seed'], report, anneal_free=free, design=True
    )
    return result_pose(item, topology, positions, energy, {**terms, **search}, notes)


def run_settings(settings):
    return {
        **force_field_record(settings),
        **anneal_record(settings, design=True),
        **side_chain_record(),
        **search_record(backbone_moves=True),
    }
