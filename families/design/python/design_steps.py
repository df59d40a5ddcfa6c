"""What the design family's step files (plugins/design, flex-design, relax-design: engine/*.py) add
to the molecular-mechanics building blocks: the sequence search and its record."""

from design_search import searched
from sequence_search import describe


def annealed_sequence(topology, positions, args, seed, report, backbone_moves=False):
    """The sequence search (sequence_search.py) over the item's `args` ({positions: [{chain, resid, icode,
    letters}], keep: [{chain, resid, icode}]}) on a heavy-atom structure. Returns (positions — moved
    by accepted backbone moves, if any —, the mutations to the best sequence, score terms)."""
    return searched(
        topology, positions, args, seed, lambda f: report(0.02 + 0.06 * f, 'Searching sequences'), backbone_moves
    )


def search_record(backbone_moves=False):
    return {'design_search': describe(backbone_moves)}
