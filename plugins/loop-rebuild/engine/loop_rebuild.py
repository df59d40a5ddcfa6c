"""Loop Rebuild's step: the loop (the item's `args.loop`, residues by PDB identity) is removed and
rebuilt with ProMod3 — candidates from its fragment database and Monte Carlo sampling, closed by
CCD, scored by ProMod3 (loopbuild/candidates.py) — one distinct candidate per repeat, best first;
its side chains are built by ProMod3, then the loop (and every hydrogen) is minimised with OpenMM
while every other heavy atom stays fixed, and the result is scored."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from blocks import completed, force_field_record, refuse_unfit_except, result_pose  # noqa: E402
from loopbuild.candidates import SEARCH, Pool  # noqa: E402
from loopbuild.fixed_minimise import minimised_loop  # noqa: E402
from loopbuild.ligands import held_points  # noqa: E402
from loopbuild.splice import spliced  # noqa: E402
from loopbuild.workmodel import WorkModel, loop_ids  # noqa: E402

# the pool of one source's loop, built on its first item and used by its other repeats
_pools = {}


def run_item(pdb, item, settings, report):
    args = item['args']
    key = (item['source'], args['pool_seed'])
    if key not in _pools:
        # a structure the force field will refuse is refused before the search, not after it
        refuse_unfit_except(pdb, [(chain, str(number), code) for chain, number, code in loop_ids(args['loop'])])
        work = WorkModel(pdb, args['loop'])
        _pools[key] = (
            work,
            Pool(
                work,
                args['repeats'],
                args['extended'],
                args['pool_seed'],
                held_points(pdb, args.get('ligands') or []),
                report,
            ),
        )
    work, pool = _pools[key]
    backbone, loop_score, origin = pool.picks[args['repeat'] % len(pool.picks)]
    report(0.8, 'Building side chains')
    text = spliced(pdb, work.residues, work.loop_residues(work.model_with(backbone)))
    topology, positions, notes = completed(text, item['seed'])
    report(0.85, 'Minimizing the loop')
    positions, energy, terms = minimised_loop(topology, positions, settings, set(work.residues))
    terms = {
        **terms,
        'promod3_loop_score': round(loop_score, 4),
        'loop_from_database': 1 if origin == 'database' else 0,
    }
    return result_pose(item, topology, positions, energy, terms, notes + pool_notes(pool, args['repeats']))


def pool_notes(pool, repeats):
    counts = pool.counts
    notes = [
        f'{counts["database"]} loop candidates from the ProMod3 fragment database and {counts["monte_carlo"]} from Monte Carlo sampling '
        f'({pool.seconds:.0f} s); {len(pool.picks)} distinct loops ranked by ProMod3 scores.'
    ]
    if len(pool.picks) < repeats:
        notes.append(
            f'Only {len(pool.picks)} distinct loops were found for {repeats} repeats: the later repeats reuse the best ones.'
        )
    return notes


def run_settings(settings):
    import promod3

    return {
        **force_field_record(settings),
        'loop_modelling': f'ProMod3 {promod3.__version__}: fragment database and Monte Carlo candidates, CCD closure, ProMod3 backbone and all-atom scores',
        'loop_search': {'standard': SEARCH[False], 'extended': SEARCH[True]},
        'minimised': 'the loop and all hydrogens; other heavy atoms fixed',
    }
