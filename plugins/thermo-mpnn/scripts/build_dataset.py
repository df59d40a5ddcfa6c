"""Builds the ThermoMPNN-head training set and the S669 test set from mitiau/PROSTATA (Apache-2.0).

  /work/main/.venv/bin/python plugins/thermo-mpnn/scripts/build_dataset.py \
      [--mirror /work/.mirror/mitiau+PROSTATA/repo] [--work /tmp/thermo-work]

Writes plugins/thermo-mpnn/data/{training.csv,s669.csv,SOURCES.md,s669/<PDB><CHAIN>.pdb.gz} and the trimmed
training chains to <work>/train_pdb/ (read by train.py). Sign convention of the outputs: ΔΔG in kcal/mol,
POSITIVE = destabilising (PROSTATA's files use negative = destabilising, so every value is negated).

Homology rule: every training chain (sequence of its ATOM/MSE records, first model) is searched with blastp
(BLAST+, default scoring, evalue 10) against every S669 and Ssym chain (ATOM sequence where the structure exists,
plus the CSV wild-type sequence). A training protein is dropped when ANY HSP has percent identity > 25 and
alignment length >= 50 % of the shorter of the two sequences.
"""

import argparse
import collections
import csv
import gzip
import hashlib
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(os.path.dirname(HERE), 'data')
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(REPO, 'families', 'mutation-scan', 'python'))
sys.path.insert(0, os.path.join(REPO, 'libs', 'openmm', 'src', 'python'))  # residue_codes
from residues import THREE  # noqa: E402

COMMIT = '5e0604ece0b7438d2692568710c951138b920888'
MUT = re.compile(r'^([A-Z])(-?\d+)([A-Za-z]?)([A-Z])$')
SEED = 17
IDENTITY, COVERAGE = 25.0, 0.5
SOURCES = ['new_ds_for_s669.csv']


def git_show(mirror, path):
    return subprocess.run(
        ['git', '--git-dir', mirror, 'show', f'{COMMIT}:{path}'], check=True, capture_output=True
    ).stdout


def read_csv(mirror, name):
    return list(csv.DictReader(git_show(mirror, f'DATASETS/{name}').decode().splitlines()))


def chain_lines(pdb_text, chain):
    """ATOM records (plus HETATM MSE) of one chain, first model, altloc ' ' or 'A', no hydrogens."""
    out = []
    for line in pdb_text.splitlines():
        rec = line[:6]
        if rec.startswith('ENDMDL'):
            break
        if not (rec == 'ATOM  ' or (rec == 'HETATM' and line[17:20] == 'MSE')):
            continue
        if line[21] != chain or line[16] not in ' A':
            continue
        element = line[76:78].strip() if len(line) >= 78 else ''
        name = line[12:16]
        if element in ('H', 'D') or (not element and name.strip().lstrip('0123456789').startswith('H')):
            continue
        out.append(line[:16] + ' ' + line[17:].rstrip())
    return out


def residues(lines):
    """Ordered (resnum+icode) -> one-letter code of a chain's records."""
    res = collections.OrderedDict()
    for line in lines:
        key = (int(line[22:26]), line[26].strip())
        if key not in res:
            res[key] = THREE.get(line[17:20], 'X')
    return res


def sequence(res):
    return ''.join(res.values())


def parse_mut(text):
    m = MUT.match(text.strip())
    if not m:
        return None
    return m.group(1), int(m.group(2)), m.group(3), m.group(4)


def blast(queries, subjects, work, tag):
    """blastp every query against every subject; returns [(q, s, pident, length, qlen, slen)]."""
    qf, sf = os.path.join(work, f'{tag}_q.fasta'), os.path.join(work, f'{tag}_s.fasta')
    with open(qf, 'w') as h:
        h.writelines(f'>{k}\n{v}\n' for k, v in queries.items())
    with open(sf, 'w') as h:
        h.writelines(f'>{k}\n{v}\n' for k, v in subjects.items())
    db = os.path.join(work, f'{tag}_db')
    subprocess.run(['makeblastdb', '-in', sf, '-dbtype', 'prot', '-out', db], check=True, capture_output=True)
    out = subprocess.run(
        [
            'blastp',
            '-query',
            qf,
            '-db',
            db,
            '-evalue',
            '10',
            '-max_target_seqs',
            '5000',
            '-num_threads',
            '2',
            '-outfmt',
            '6 qseqid sseqid pident length qlen slen',
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    hits = []
    for line in out.splitlines():
        q, s, pident, length, qlen, slen = line.split('\t')
        hits.append((q, s, float(pident), int(length), int(qlen), int(slen)))
    return hits


def homologous(hit):
    _, _, pident, length, qlen, slen = hit
    return pident > IDENTITY and length >= COVERAGE * min(qlen, slen)


def ddg_set_sequences():
    """ATOM sequence of each mutated chain of DDG's fitting and report sets (plugins/ddg/data/kellogg-subset.csv),
    keyed KELLOGG-<set>_<PDB><CHAIN>_atom."""
    folder = os.path.join(REPO, 'plugins', 'ddg', 'data')
    with open(os.path.join(folder, 'kellogg-subset.csv')) as handle:
        rows = list(csv.DictReader(handle))
    seqs = {}
    for pdb, chain, part in sorted({(r['pdb'], r['chain'], r['set']) for r in rows}):
        with open(os.path.join(folder, 'pdb', f'{pdb}.pdb')) as handle:
            seqs[f'KELLOGG-{part}_{pdb}{chain}_atom'] = sequence(residues(chain_lines(handle.read(), chain)))
    return seqs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--mirror', default='/work/.mirror/mitiau+PROSTATA/repo')
    parser.add_argument('--work', default='/tmp/thermo-work')
    parser.add_argument('--sources', nargs='+', default=SOURCES, help='DATASETS/*.csv files to pool')
    parser.add_argument(
        '--for-ddg',
        metavar='CSV',
        help="also exclude DDG's fitting and report proteins and their homologues, and write only the training set "
        "to CSV (DDG's learned term, plugins/ddg/data/LEARNED.md)",
    )
    args = parser.parse_args()
    mirror = (
        args.mirror
        if args.mirror.endswith('.git') or os.path.exists(os.path.join(args.mirror, 'HEAD'))
        else os.path.join(args.mirror, '.git')
    )
    os.makedirs(args.work, exist_ok=True)
    train_dir = os.path.join(args.work, 'train_pdb')
    os.makedirs(train_dir, exist_ok=True)
    os.makedirs(os.path.join(DATA, 's669'), exist_ok=True)
    sizes = {}
    for line in subprocess.run(
        ['git', '--git-dir', mirror, 'ls-tree', '-r', '-l', COMMIT, 'PDB/'], check=True, capture_output=True, text=True
    ).stdout.splitlines():
        meta, path = line.split('\t')
        size = meta.split()[3]
        sizes[os.path.basename(path)[:-4].upper()] = int(size) if size.isdigit() else 0
    pdb_cache = {}

    def structure(pdb):
        if pdb not in pdb_cache:
            pdb_cache[pdb] = git_show(mirror, f'PDB/{pdb}.pdb').decode('latin-1') if sizes.get(pdb) else ''
        return pdb_cache[pdb]

    log = collections.OrderedDict()
    # ---------------- test sets: S669 and Ssym ----------------
    test_seqs = {}
    s669_rows, s669_missing, s669_bad = [], collections.Counter(), []
    s669 = read_csv(mirror, 's669.csv')
    for r in s669:
        test_seqs[f'S669_{r["pdb_id"]}_csv'] = r['wt_seq']
    for r in read_csv(mirror, 'ssym.csv'):
        test_seqs[f'SSYM_{r["pdb_id"]}_csv'] = r['wt_seq']
    test_ids = sorted(
        {('S669', r['pdb_id']) for r in s669} | {('SSYM', r['pdb_id']) for r in read_csv(mirror, 'ssym.csv')}
    )
    for tag, pid in test_ids:
        lines = chain_lines(structure(pid[:4]), pid[4:]) if structure(pid[:4]) else []
        if lines:
            test_seqs[f'{tag}_{pid}_atom'] = sequence(residues(lines))
    if args.for_ddg:
        test_seqs.update(ddg_set_sequences())
    s669_struct_total = 0
    for pid in sorted({r['pdb_id'] for r in s669}):
        text = structure(pid[:4])
        if not text:
            continue
        lines = chain_lines(text, pid[4:])
        body = ('\n'.join(lines) + '\nTER\nEND\n').encode()
        path = os.path.join(DATA, 's669', f'{pid}.pdb.gz')
        if not args.for_ddg:
            with open(path, 'wb') as h:
                h.write(gzip.compress(body, compresslevel=9, mtime=0))
        s669_struct_total += os.path.getsize(path)
    for r in s669:
        pid = r['pdb_id']
        m = parse_mut(r['mut_info'])
        if not structure(pid[:4]):
            s669_missing[pid[:4]] += 1
            continue
        res = residues(chain_lines(structure(pid[:4]), pid[4:]))
        if m is None or res.get((m[1], m[2])) != m[0]:
            s669_bad.append(f'{pid} {r["mut_info"]}')
            continue
        s669_rows.append((pid[:4], pid[4:], m[0], f'{m[1]}{m[2]}', m[3], round(-float(r['ddg']), 4)))
    if not args.for_ddg:
        with open(os.path.join(DATA, 's669.csv'), 'w', newline='') as h:
            w = csv.writer(h)
            w.writerow(['pdb', 'chain', 'wt', 'resnum', 'mut', 'ddg_kcal'])
            w.writerows(s669_rows)
    log['s669'] = (len(s669), len(s669_rows), dict(s669_missing), s669_bad, s669_struct_total)

    # ---------------- training set ----------------
    rows = []
    for name in args.sources:
        for r in read_csv(mirror, name):
            r['pdb_id'] = r['pdb_id'][:4].upper() + r['pdb_id'][4:]
            rows.append(r)
    counts = collections.OrderedDict(raw_rows=len(rows), raw_proteins=len({r['pdb_id'] for r in rows}))
    chains, no_structure, unmatched, reverse = {}, collections.Counter(), 0, 0
    grouped = collections.defaultdict(list)
    for r in rows:
        pid = r['pdb_id']
        if not structure(pid[:4]):
            no_structure[pid[:4]] += 1
            continue
        if pid not in chains:
            lines = chain_lines(structure(pid[:4]), pid[4:])
            chains[pid] = (lines, residues(lines))
        m = parse_mut(r['mut_info'])
        native = chains[pid][1].get((m[1], m[2])) if m else None
        if m and native == m[0] and m[0] != m[3]:
            grouped[(pid[:4], pid[4:], m[0], f'{m[1]}{m[2]}', m[3])].append(-float(r['ddg']))
        elif m and native == m[3]:
            reverse += 1
        else:
            unmatched += 1
    counts['rows_without_structure'] = sum(no_structure.values())
    counts['reverse_rows_dropped'] = reverse
    counts['rows_not_matching_structure'] = unmatched
    counts['forward_rows'] = sum(len(v) for v in grouped.values())
    counts['unique_mutations'] = len(grouped)
    counts['proteins_with_data'] = len({k[:2] for k in grouped})

    train_seqs = {f'{p}{c}': sequence(chains[p + c][1]) for p, c in {k[:2] for k in grouped}}
    hits = blast(train_seqs, test_seqs, args.work, 'homology')
    removed = collections.defaultdict(list)
    for hit in hits:
        if homologous(hit):
            removed[hit[0]].append(f'{hit[1].split("_")[0]} {hit[1].split("_")[1]} ({hit[2]:.0f} %, {hit[3]} aa)')
    kept = {k: v for k, v in grouped.items() if k[0] + k[1] not in removed}
    counts['proteins_removed_by_homology'] = len(removed)
    counts['mutations_removed_by_homology'] = len(grouped) - len(kept)
    counts['proteins_after_filter'] = len({k[:2] for k in kept})
    counts['mutations_after_filter'] = len(kept)

    # train/validation split by protein, homologous proteins (same rule) kept on the same side
    kept_ids = sorted({k[0] + k[1] for k in kept})
    parent = {p: p for p in kept_ids}

    def find(p):
        while parent[p] != p:
            parent[p] = parent[parent[p]]
            p = parent[p]
        return p

    for hit in blast({p: train_seqs[p] for p in kept_ids}, {p: train_seqs[p] for p in kept_ids}, args.work, 'self'):
        if hit[0] != hit[1] and homologous(hit):
            parent[find(hit[0])] = find(hit[1])
    clusters = collections.defaultdict(list)
    for p in kept_ids:
        clusters[find(p)].append(p)
    per_protein = collections.Counter(k[0] + k[1] for k in kept)
    order = sorted(clusters)
    random.Random(SEED).shuffle(order)
    val, val_muts = set(), 0
    for c in order:
        if len(val) >= 0.10 * len(kept_ids):
            break
        n = sum(per_protein[p] for p in clusters[c])
        if val_muts + n > 0.15 * len(kept):
            continue
        val.update(clusters[c])
        val_muts += n
    counts['clusters'] = len(clusters)
    counts['validation_proteins'] = len(val)
    counts['validation_mutations'] = val_muts
    counts['train_proteins'] = len(kept_ids) - len(val)
    counts['train_mutations'] = len(kept) - val_muts

    with open(args.for_ddg or os.path.join(DATA, 'training.csv'), 'w', newline='') as h:
        w = csv.writer(h)
        w.writerow(['pdb', 'chain', 'wt', 'resnum', 'mut', 'ddg_kcal', 'split'])
        for k in sorted(kept, key=lambda k: (k[0], k[1], int(re.match(r'-?\d+', k[3]).group()), k[3], k[4])):
            ddg = sum(kept[k]) / len(kept[k])
            w.writerow(list(k) + [round(ddg, 4), 'val' if k[0] + k[1] in val else 'train'])
    for p in kept_ids:
        with open(os.path.join(train_dir, f'{p}.pdb'), 'w') as h:
            h.write('\n'.join(chains[p][0]) + '\nTER\nEND\n')

    if args.for_ddg:
        print(dict(counts))
        print('removed for matching a DDG set:', sorted(p for p in removed if any('KELLOGG' in r for r in removed[p])))
        return

    def digest(path):
        return hashlib.sha256(git_show(mirror, path)).hexdigest()[:16]

    src = [
        '# Data sources',
        '',
        f'All data come from **mitiau/PROSTATA** (Apache-2.0, github.com/mitiau/PROSTATA), commit `{COMMIT}`.',
        'Built by `plugins/thermo-mpnn/scripts/build_dataset.py`; sign convention here: ΔΔG in kcal/mol, '
        '**positive = destabilising** (PROSTATA stores negative = destabilising; every value is negated).',
        '',
        '| file | sha256 (first 16) |',
        '|---|---|',
    ]
    for f in [f'DATASETS/{n}' for n in args.sources] + ['DATASETS/s669.csv', 'DATASETS/ssym.csv']:
        src.append(f'| `{f}` | `{digest(f)}` |')
    src += [
        '',
        'Structures: `PDB/<ID>.pdb` (raw RCSB files) of the same commit.',
        '',
        f'## training.csv (pooled from {", ".join(args.sources)})',
        '',
        'Forward mutations only: a row is kept when the wild-type letter of `mut_info` equals the residue at that '
        "number in the chain's ATOM records (first model, altloc A); rows whose *mutant* letter matches the "
        'structure are the reverse mutations and are dropped. Duplicate (chain, mutation) rows are averaged.',
        '',
        '| step | count |',
        '|---|---|',
    ]
    src += [f'| {k} | {v} |' for k, v in counts.items()]
    src += [
        '',
        f'PDB files empty in the snapshot (rows dropped): {", ".join(f"{k} ({v})" for k, v in sorted(no_structure.items())) or "none"}.',
        '',
        '### Homology filter',
        '',
        f'blastp (BLAST+ {subprocess.run(["blastp", "-version"], capture_output=True, text=True).stdout.split()[1]}, '
        'evalue 10, default matrix) of every training chain sequence (ATOM records) against every S669 and Ssym chain '
        '(ATOM sequence where the structure exists, and the wild-type sequence of the CSV). A training protein is '
        f'removed when any HSP has identity > {IDENTITY:.0f} % and alignment length >= {COVERAGE:.0%} of the shorter sequence.',
        '',
        f'Removed {len(removed)} proteins ({counts["mutations_removed_by_homology"]} mutations):',
        '',
    ]
    for p in sorted(removed):
        src.append(f'- {p}: ' + '; '.join(sorted(set(removed[p]))[:4]) + (' …' if len(set(removed[p])) > 4 else ''))
    src += [
        '',
        '### Split',
        '',
        f'Proteins clustered by the same rule (single linkage); clusters shuffled with seed {SEED} and assigned to '
        'validation until >= 10 % of proteins (a cluster is skipped if it would push validation above 15 % of mutations). '
        'Validation is used only for early stopping / choosing hyperparameters.',
        '',
        '## s669.csv and s669/*.pdb.gz (from s669.csv)',
        '',
        f'{log["s669"][0]} rows; {len(s669_rows)} written. Structures missing in the snapshot, mutations left out: '
        + ', '.join(f'{k} ({v})' for k, v in sorted(s669_missing.items()))
        + '.',
        f'Rows whose wild type does not match the structure (left out): {", ".join(s669_bad) or "none"}.',
        '',
        'Each `s669/<PDB><CHAIN>.pdb.gz` holds the ATOM records (plus HETATM MSE) of the tested chain, first model, '
        f'altloc A, hydrogens removed; total {s669_struct_total / 1e6:.2f} MB.',
        '',
    ]
    with open(os.path.join(DATA, 'SOURCES.md'), 'w') as h:
        h.write('\n'.join(src))
    print(dict(counts))
    print('s669', len(s669_rows), dict(s669_missing), s669_bad, s669_struct_total)
    print('removed', sorted(removed))


if __name__ == '__main__':
    sys.exit(main())
