"""Test helper: the sequence search's learned term (python/sequence_prior.py) for the structure and
designable residues given as JSON on stdin ({pdb, designable: [[chain, resid, icode], ...]}); prints
{table: [{three-letter name: −ln p}, ...] in the order given}."""

import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [
    os.path.join(here, '..', 'python'),
    os.path.join(here, '..', '..', '..', 'libs', 'openmm', 'src', 'python'),
]

import sequence_prior  # noqa: E402

request = json.load(sys.stdin)
keys = [(chain, int(resid), icode) for chain, resid, icode in request['designable']]
table = sequence_prior.negative_log_probs(request['pdb'], keys)
json.dump({'table': [table[key] for key in keys]}, sys.stdout)
