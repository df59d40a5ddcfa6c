"""Loop candidates with ProMod3 (Biasini et al. 2013; Studer et al. 2021): fragments of the
structure database whose stems fit (FragDB, where it covers the loop's length) and Monte Carlo
sampling of φ/ψ from the coil torsion sampler, both closed onto the stems by CCD; candidates that
clash with the rest of the protein, or with the ligands held in place, are dropped; the rest are
ranked by ProMod3's backbone scores and, for the best, its all-atom scores (ScoringWeights, the
weights ProMod3's own gap closing uses), and picked best first, one per repeat, no two closer
than DISTINCT_A Å (loop Cα RMSD)."""

import functools
import math
import time

from errors import JobError
from promod3 import loop, modelling

# The two search widths (`extended` widens): ProMod3's own defaults are extended_search=True for
# the database and 5000 Monte Carlo steps per loop (FillLoopsByDatabase, FillLoopsByMonteCarlo).
SEARCH = {
    False: {'mc_steps': 2000, 'extra_candidates': 4, 'all_atom': 20, 'budget_s': 90},
    True: {'mc_steps': 5000, 'extra_candidates': 20, 'all_atom': 60, 'budget_s': 300},
}
MC_BATCH = 2  # loops per Monte Carlo call (FillLoopsByMonteCarlo's mc_num_loops)
MAX_MC_CALLS = 400
CLASH_MAX = 1.0  # ProMod3's backbone clash score above which a candidate is dropped (CloseSmallDeletions' default)
LIGAND_CONTACT_A = 2.5  # loop backbone heavy atom closer than this to a held ligand atom: a clash
DISTINCT_A = 0.5  # loop Cα RMSD below which two candidates are the same loop


@functools.lru_cache(maxsize=None)
def databases():
    """(fragment DB, structure DB, coil torsion sampler) of promod3-data, loaded once per worker."""
    return loop.LoadFragDB(), loop.LoadStructureDB(), loop.LoadTorsionSamplerCoil()


class Pool:
    """Ranked, distinct loop candidates for one loop: `picks` [(BackboneList, score, origin)]."""

    def __init__(self, work, wanted, extended, seed, ligand_points, report):
        self.work, self.search, self.seed, self.ligands = work, SEARCH[bool(extended)], seed, ligand_points
        self.counts = {'database': 0, 'monte_carlo': 0}
        started = time.monotonic()
        report(0.02, 'Loading the ProMod3 loop databases')
        frag_db, structure_db, sampler = databases()
        target = wanted + self.search['extra_candidates']
        found = []
        if len(work.full_sequence) <= frag_db.MaxFragLength():
            report(0.05, 'Searching the fragment database')
            found += self._from_database(frag_db, structure_db, sampler)
        calls = 0
        while (
            len(distinct(found)) < target
            and calls < MAX_MC_CALLS
            and time.monotonic() - started < self.search['budget_s']
        ):
            report(
                0.1 + 0.6 * min(1.0, len(distinct(found)) / target),
                f'Monte Carlo loop sampling ({len(found)} candidates)',
            )
            found += self._from_monte_carlo(sampler, calls)
            calls += 1
            if calls >= 3 and not found:
                break
        if not found:
            raise JobError(
                f'ProMod3 found no loop that closes between the residues either side of the loop ({work.residues[0][0]}{work.residues[0][1]}–{work.residues[-1][1]}).'
            )
        report(0.75, f'Scoring {len(found)} loop candidates')
        self.picks = distinct(self._ranked(found))
        self.seconds = time.monotonic() - started

    def _from_database(self, frag_db, structure_db, sampler):
        w = self.work
        candidates = modelling.LoopCandidates.FillFromDatabase(
            w.n_stem, w.c_stem, w.full_sequence, frag_db, structure_db, True
        )
        if len(candidates) == 0:
            return []
        candidates.ApplyCCD(w.n_stem, w.c_stem, sampler, 1000, 0.1, False, self.seed)
        kept = self._fitting(candidates, 'database')
        self.counts['database'] += len(kept)
        return kept

    def _from_monte_carlo(self, sampler, call):
        candidates = monte_carlo(self.work, sampler, self.search['mc_steps'], (self.seed + 7919 * call) % 2147483647)
        if candidates is None:
            return []
        candidates.ApplyCCD(self.work.n_stem, self.work.c_stem, sampler, 1000, 0.1, False, self.seed)
        kept = self._fitting(candidates, 'monte_carlo')
        self.counts['monte_carlo'] += len(kept)
        return kept

    def _fitting(self, candidates, origin):
        """Closed candidates that clash neither with the protein nor with a held ligand."""
        w = self.work
        if len(candidates) == 0:
            return []
        clashes = modelling.ScoreContainer()
        candidates.CalculateBackboneScores(clashes, w.handle, ['clash'], w.first - 1, w.chain_index)
        scores = clashes.Get('clash')
        return [
            (candidates[i].Copy(), origin)
            for i in range(len(candidates))
            if scores[i] < CLASH_MAX and not self._touches_ligand(candidates[i])
        ]

    def _touches_ligand(self, backbone):
        for i in range(1, len(backbone) - 1):
            for atom in (backbone.GetN(i), backbone.GetCA(i), backbone.GetC(i), backbone.GetO(i), backbone.GetCB(i)):
                if any(math.dist(xyz(atom), p) < LIGAND_CONTACT_A for p in self.ligands):
                    return True
        return False

    def _ranked(self, found):
        """[(BackboneList, score, origin)] best (lowest ProMod3 score) first."""
        w = self.work
        candidates = modelling.LoopCandidates(w.full_sequence)
        for backbone, _ in found:
            candidates.Add(backbone)
        scores = modelling.ScoreContainer()
        candidates.CalculateBackboneScores(scores, w.handle, w.first - 1, w.chain_index)
        backbone_only = scores.LinearCombine(modelling.ScoringWeights.GetWeights(False, False))
        order = sorted(range(len(found)), key=lambda i: backbone_only[i])
        best = order[: self.search['all_atom']]
        # the best by backbone scores get ProMod3's all-atom scores too and come first
        subset = candidates.Extract(best)
        all_atom = scores.Extract(best)
        subset.CalculateAllAtomScores(all_atom, w.handle, w.first - 1, w.chain_index)
        combined = all_atom.LinearCombine(modelling.ScoringWeights.GetWeights(False, True))
        head = sorted(((found[i][0], combined[k], found[i][1]) for k, i in enumerate(best)), key=lambda c: c[1])
        tail = [(found[i][0], backbone_only[i], found[i][1]) for i in order[len(best) :]]
        return head + tail


def monte_carlo(work, sampler, steps, seed):
    """MC_BATCH loops sampled by ProMod3's Monte Carlo (as FillLoopsByMonteCarlo samples: φ/ψ from the
    coil sampler, closed by CCD, scored by a subset of the backbone scores), or None when the stems
    are too far apart for this many residues."""
    weights = modelling.ScoringWeights.GetWeights()
    scorer = modelling.LinearScorer(
        work.handle.backbone_scorer,
        work.handle.backbone_scorer_env,
        work.first - 1,
        len(work.full_sequence),
        work.chain_index,
        {k: weights[k] for k in ('reduced', 'cb_packing', 'clash')},
    )
    try:
        return modelling.LoopCandidates.FillFromMonteCarloSampler(
            work.full_sequence,
            MC_BATCH,
            steps,
            modelling.PhiPsiSampler(work.full_sequence, sampler),
            modelling.DirtyCCDCloser(work.n_stem, work.c_stem),
            scorer,
            modelling.ExponentialCooler(max(1, round(steps / 109)), 100, 0.9),
            seed,
        )
    except RuntimeError:
        return None


def distinct(ranked):
    """Keeps, in order, each candidate whose loop Cα RMSD to every one kept is at least DISTINCT_A."""
    kept = []
    for entry in ranked:
        if all(loop_ca_rmsd(entry[0], other[0]) >= DISTINCT_A for other in kept):
            kept.append(entry)
    return kept


def loop_ca_rmsd(a, b):
    """Cα RMSD over the loop residues (stems excluded); no superposition: both sit on the same stems."""
    n = len(a) - 2
    return math.sqrt(sum(math.dist(xyz(a.GetCA(i)), xyz(b.GetCA(i))) ** 2 for i in range(1, n + 1)) / n)


def xyz(vector):
    return (vector[0], vector[1], vector[2])
