"""Prepare's step: PDBFixer completes the structure at pH 7 (missing atoms, residues and hydrogens),
reporting progress at each step; long missing stretches stay open with a warning (prepare.py)."""

from blocks import engine_record, result_pose
from prepare import prepare


def run_item(pdb, item, settings, report):
    topology, positions, notes = prepare(pdb, item['seed'], report)
    return result_pose(item, topology, positions, None, {}, notes)


def run_settings(settings):
    return {**engine_record(settings), 'tool': 'PDBFixer', 'ph': 7.0}
