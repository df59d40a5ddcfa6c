"""Benchmark helper: chains of the ProMod3 template library (promod3-data) as PDB text (backbone and
Cβ, what the library stores), to serve as known structures. JSON {tags: ['1ABC.A', ...]} on stdin,
{tag: pdb} on stdout."""

import json
import sys

from ost import io
from promod3 import loop

tags = set(json.load(sys.stdin)['tags'])
db = loop.LoadStructureDB()
found = {}
for i in range(db.GetNumCoords()):
    info = db.GetCoordInfo(i)
    tag = f'{info.id}.{info.chain_name}'
    if tag in tags and tag not in found:
        fragment = loop.FragmentInfo(i, 0, info.size)
        entity = db.GetBackboneList(fragment, db.GetSequence(fragment)).ToEntity()
        found[tag] = str(io.EntityToPDBStr(entity))
json.dump(found, sys.stdout)
