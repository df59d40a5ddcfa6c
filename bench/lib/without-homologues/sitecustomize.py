"""Keeps chosen chains of ProMod3's structure database out of the loop engine's fragment search, for
`loop-benchmark.bench.mjs --without-homologues` only: the bench puts this folder first on PYTHONPATH,
so Python imports it at start in the engine's worker, and names a JSON list of chain indices in
BENCH_EXCLUDED_DB_CHAINS. The engine itself is not changed: its database candidates are dropped
right after ProMod3's search when they were cut from one of those chains."""

import json
import os

from promod3 import modelling

_excluded = frozenset(json.load(open(os.environ['BENCH_EXCLUDED_DB_CHAINS'])))
_search = modelling.LoopCandidates.FillFromDatabase


def _without_excluded(*args, **kwargs):
    candidates = _search(*args, **kwargs)
    for i in reversed(range(len(candidates))):
        if candidates.GetFragmentInfo(i).chain_index in _excluded:
            candidates.Remove(i)
    return candidates


modelling.LoopCandidates.FillFromDatabase = staticmethod(_without_excluded)
