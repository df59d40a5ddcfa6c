"""What the design family's step files (plugins/design, flex-design, relax-design: engine/*.py) add
to the molecular-mechanics building blocks: the sequence search and its record."""

import sequence_prior
from design_search import searched
from sequence_search import describe


def annealed_sequence(topology, positions, args, seed, report, settings, notes, backbone_moves=False):
    """The sequence search (sequence_search.py) over the item's `args` ({positions: [{chain, resid, icode,
    letters}], keep: [{chain, resid, icode}], sequence_weight}) on a heavy-atom structure; a note is
    added to `notes` when the sequence term was asked for and cannot run here. Returns (positions —
    moved by accepted backbone moves, if any —, the mutations to the best sequence, score terms)."""
    progress = lambda f: report(0.02 + 0.06 * f, 'Searching sequences')  # noqa: E731
    return searched(topology, positions, args, seed, progress, backbone_moves, settings, notes)


def search_record(backbone_moves=False):
    return {'design_search': f'{describe(backbone_moves)} {sequence_prior.describe()}'}
