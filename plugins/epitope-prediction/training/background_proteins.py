"""Draws the fixed background protein set that percentile ranks are measured against.

Natural sequences: 400 distinct protein chains drawn with a fixed seed from the PDB chain library
of Debian's promod3-data (the ProMod3 structure database, /usr/share/promod3/loop_data/structure_db.dat;
PDB sequences are public domain). Written once to params/background-proteins.fasta; training and the
matrix-file reader cut every peptide window of each length from it.

Usage: /usr/bin/python3 background_proteins.py   (needs python3-promod3; training itself does not)
"""

import os
import random

from promod3 import loop

CHAINS = 400
SEED = 2009
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'params', 'background-proteins.fasta')

db = loop.LoadStructureDB()
seen = set()
chains = []
for index in range(db.GetNumCoords()):
    info = db.GetCoordInfo(index)
    sequence = db.GetSequence(index)
    if 60 <= len(sequence) <= 1000 and sequence not in seen:
        seen.add(sequence)
        chains.append(('%s_%s' % (info.id, info.chain_name), sequence))
random.Random(SEED).shuffle(chains)
with open(OUT, 'w') as out:
    for name, sequence in sorted(chains[:CHAINS]):
        out.write('>%s\n%s\n' % (name, sequence))
print('%d of %d distinct chains written to %s' % (CHAINS, len(chains), OUT))
