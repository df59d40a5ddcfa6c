"""How close can the engine's Monte Carlo pool come, and does ProMod3's ranking find it? For each loop
of the 14–17-residue set named on the command line, the loop is removed as the engine removes it
(loopbuild/workmodel.py) and ProMod3's Monte Carlo sampler runs as the engine runs it (its `monte_carlo`: two
loops of 2,000 steps per call, CCD-closed, the engine's seeds) for a fixed time instead of stopping at a few
candidates. Printed per loop: candidates, those without a backbone clash, the pool's best loop Cα
RMSD to the crystal loop (no superposition: the stems are the crystal's), the 10th percentile, and
the RMSD of the candidate ProMod3's backbone scores rank first — at pool sizes 20 … 600 too.

A development check on the 14–17 set only: the 12-residue set, the held-out figure, is not used.
Run from the repository root: /usr/bin/python3 plugins/loop-rebuild/data/kortemme/pool_ceiling.py 1ock,2bwr 300"""

import gzip
import math
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..', '..', '..')
sys.path[:0] = [
    os.path.join(ROOT, 'plugins', 'loop-rebuild', 'engine'),
    os.path.join(ROOT, 'libs', 'openmm', 'src', 'python'),
]

import json  # noqa: E402

from loopbuild.candidates import CLASH_MAX, databases, monte_carlo, xyz  # noqa: E402
from loopbuild.workmodel import WorkModel  # noqa: E402
from ost import io  # noqa: E402
from promod3 import modelling  # noqa: E402

SET = os.path.join(HERE, '14_17_res')
POOL_SIZES = (20, 50, 100, 200, 300, 400, 600)


def sampled(work, budget_s):
    """Every closed Monte Carlo candidate the engine's sampler gives in `budget_s` seconds."""
    _, _, sampler = databases()
    found, call, started = [], 0, time.monotonic()
    while time.monotonic() - started < budget_s:
        candidates = monte_carlo(work, sampler, 2000, 1 + 7919 * call)
        if candidates is not None:
            candidates.ApplyCCD(work.n_stem, work.c_stem, sampler, 1000, 0.1, False, 1)
            found += [candidates[i].Copy() for i in range(len(candidates))]
        call += 1
    return found


def backbone_scores(work, found):
    candidates = modelling.LoopCandidates(work.full_sequence)
    for backbone in found:
        candidates.Add(backbone)
    scores = modelling.ScoreContainer()
    candidates.CalculateBackboneScores(scores, work.handle, work.first - 1, work.chain_index)
    return scores.LinearCombine(modelling.ScoringWeights.GetWeights(False, False)), scores.Get('clash')


def main(names, budget_s):
    definitions = json.load(open(os.path.join(SET, 'loop_definitions.json')))
    for name in names:
        d = definitions[name]
        with gzip.open(os.path.join(SET, f'{name}.pdb.gz'), 'rt') as source:
            text = source.read()
        first, last = int(d['StartResidueID']), int(d['EndResidueID'])
        chain = io.PDBStrToEntity(text, io.profiles['DEFAULT'], True).FindChain(d['chainID'])
        residues = [r for r in chain.residues if first <= r.number.num <= last]
        crystal = [tuple(r.FindAtom('CA').pos) for r in residues]
        loop = [
            {'chain': d['chainID'], 'resid': r.number.num, 'icode': r.number.ins_code.strip().replace('\0', '')}
            for r in residues
        ]
        work = WorkModel(text, loop)
        found = sampled(work, budget_s)
        rmsd = [
            math.sqrt(sum(math.dist(xyz(b.GetCA(i + 1)), p) ** 2 for i, p in enumerate(crystal)) / len(crystal))
            for b in found
        ]
        score, clash = backbone_scores(work, found)
        ranked = []
        for size in [s for s in POOL_SIZES if s <= len(found)]:
            fitting = [i for i in range(size) if clash[i] < CLASH_MAX]
            top = min(fitting, key=lambda i: score[i]) if fitting else None
            ranked.append(f'{size}: {rmsd[top]:.2f}' if top is not None else f'{size}: –')
        ordered = sorted(rmsd)
        print(
            f'{name} ({len(crystal)} residues): {len(found)} candidates, {sum(c < CLASH_MAX for c in clash)} without a clash; '
            f'pool best {ordered[0]:.2f} Å, 10th percentile {ordered[len(ordered) // 10]:.2f} Å; '
            f'ProMod3 top-ranked by pool size {", ".join(ranked) or "– (under 20 candidates)"} Å',
            flush=True,
        )


if __name__ == '__main__':
    main(sys.argv[1].split(','), float(sys.argv[2]))
