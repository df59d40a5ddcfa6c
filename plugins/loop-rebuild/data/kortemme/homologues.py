"""Which benchmark loops have the protein itself or a homologue (>= 30 % identity over a BLAST
alignment that spans the loop) among the chains of ProMod3's structure database, whose fragments the
engine's database search draws on (loops of up to 12 residues), and every chain BLAST relates to the
protein at all (E <= 1e-3, as Rosetta's fragment picker's -nohoms leaves out), which
`loop-benchmark.bench.mjs --without-homologues` keeps out of the search. Prints one line per case and
writes homologues.json beside the data. Run: /usr/bin/python3 homologues.py <this folder> (needs
python3-promod3 and ncbi-blast+)."""

import gzip
import json
import os
import subprocess
import sys
import tempfile

from promod3 import loop

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', '..', '..', 'libs', 'openmm', 'src', 'python'))
from residue_codes import ONE_LETTER  # noqa: E402

THREE = {**ONE_LETTER, 'MSE': 'M'}
root = sys.argv[1]
db = loop.LoadStructureDB()
work = tempfile.mkdtemp()
fasta = os.path.join(work, 'db.fasta')
ids = set()
with open(fasta, 'w') as out:
    for i in range(db.GetNumCoords()):
        info = db.GetCoordInfo(i)
        ids.add(info.id.lower()[:4])
        out.write(f'>{i}_{info.id}{info.chain_name}\n{db.GetSequence(loop.FragmentInfo(i, 0, info.size))}\n')
subprocess.run(
    ['makeblastdb', '-in', fasta, '-dbtype', 'prot', '-out', os.path.join(work, 'db')], check=True, capture_output=True
)


def chain_residues(path, chain):
    seen, residues = set(), []
    with gzip.open(path, 'rt') as f:
        for line in f:
            if line.startswith(('ATOM', 'HETATM')) and line[21] == chain and line[12:16].strip() == 'CA':
                key = line[22:27]
                name = line[17:20]
                if key in seen or name not in THREE:
                    continue
                seen.add(key)
                residues.append((key.strip(), THREE[name]))
    return residues


summary = {}
for folder in ['12_res', '14_17_res']:
    defs = json.load(open(os.path.join(root, folder, 'loop_definitions.json')))
    for case in sorted(f[:4] for f in os.listdir(os.path.join(root, folder)) if f.endswith('.pdb.gz')):
        d = defs[case]
        residues = chain_residues(os.path.join(root, folder, f'{case}.pdb.gz'), d['chainID'])
        keys = [k for k, _ in residues]
        first, last = keys.index(d['StartResidueID'].strip()) + 1, keys.index(d['EndResidueID'].strip()) + 1
        query = os.path.join(work, 'q.fasta')
        open(query, 'w').write('>q\n' + ''.join(a for _, a in residues) + '\n')
        hits = subprocess.run(
            [
                'blastp',
                '-query',
                query,
                '-db',
                os.path.join(work, 'db'),
                '-evalue',
                '1e-3',
                '-outfmt',
                '6 sseqid pident qstart qend',
                '-max_target_seqs',
                '500',
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split('\n')
        rows = [h.split('\t') for h in hits if h]
        related = sorted({int(s.split('_')[0]) for s, *_ in rows})
        spanning = [(s, float(p)) for s, p, qs, qe in rows if float(p) >= 30 and int(qs) <= first and int(qe) >= last]
        best = max(spanning, key=lambda h: h[1]) if spanning else None
        summary[f'{folder}/{case}'] = {
            'same_entry': case.lower() in ids,
            'homologue': best[0] if best else None,
            'identity': best[1] if best else None,
            'related_chains': related,
        }
        print(folder, case, 'same entry' if case.lower() in ids else '-', best or '-')
json.dump(summary, open(os.path.join(root, 'homologues.json'), 'w'), indent=1)
