"""Test helper: ranks template hits given as JSON on stdin ({hits, prefer_selected}) with the engine's
own ranking (python/homology/ranking.py), pure Python, no ProMod3; prints {tags, scores, note}."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'python'))

from homology import ranking  # noqa: E402

request = json.load(sys.stdin)
hits = [{'bitscore': 0.0, 'evalue': 1e-30, **hit} for hit in request['hits']]
ranked = ranking.rank(hits, request.get('prefer_selected', True))
json.dump(
    {
        'tags': [h['tag'] for h in ranked],
        'scores': [h['score'] for h in ranked],
        'note': ranking.choice_note(ranked, request.get('prefer_selected', True)),
    },
    sys.stdout,
)
