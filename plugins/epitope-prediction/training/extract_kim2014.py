"""Builds the compact training and blind files from the Kim et al. 2014 benchmark package.

Source: the package as committed to github.com/openvax/mhcflurry (Apache-2.0) at
7cb4b493c7a0a305fef5f00fd47897817a323bb8, folder experiments/benchmark_mhci_reliability.
  - training (BD2009, IEDB affinities measured up to 2009): the `meas` column of the cv_rnd
    prediction files, which list every BD2009 measurement of each (allele, length) set;
  - blind (BD2013 measurements absent from BD2009): binding/blind.1/bdata.2013.mhci.public.blind.1.txt,
    joined with the blind predictions the method authors submitted (NetMHCpan, NetMHC, SMMPMBEC).

Usage: /usr/bin/python3 extract_kim2014.py <checkout>/experiments/benchmark_mhci_reliability
Only human (HLA) and mouse (H-2) molecules are kept.
"""

import gzip
import os
import re
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'data')
KEY = re.compile(r'^(HLA-[ABC]|H-2)-(\w+)-(\d+)$')


def allele_of_key(key):
    """'HLA-A-0201-9' -> ('HLA-A*02:01', 9); 'H-2-Kb-8' -> ('H-2-Kb', 8)."""
    match = KEY.match(key)
    if not match:
        return None
    locus, name, length = match.groups()
    if locus == 'H-2':
        return 'H-2-' + name, int(length)
    return '%s*%s:%s' % (locus, name[:2], name[2:]), int(length)


def read_predictions(path):
    rows = {}
    with open(path) as handle:
        for line in handle:
            cells = line.rstrip('\n').split('\t')
            if cells[0] in ('BENCHMARK', 'sequence') or len(cells) < 3:
                continue
            rows[cells[0]] = (float(cells[1]), float(cells[2]))
    return rows


def prediction_files(folder):
    """{(allele, length): path} for one method folder."""
    found = {}
    for name in sorted(os.listdir(folder)):
        match = re.search(r'\.((?:HLA|H-2)-[\w-]+?-\d+)(?:\.[\d.]+)?\.xls$', name)
        parsed = match and allele_of_key(match.group(1))
        if parsed:
            found[parsed] = os.path.join(folder, name)
    return found


def write_training(root):
    files = prediction_files(os.path.join(root, 'predictions', 'cv_rnd', 'smmpmbec_cpp'))
    count = 0
    with gzip.open(os.path.join(OUT, 'bd2009.tsv.gz'), 'wt') as out:
        out.write('allele\tlength\tsequence\tlog10_ic50_nM\n')
        for (allele, length), path in sorted(files.items()):
            for sequence, (meas, _) in sorted(read_predictions(path).items()):
                out.write('%s\t%d\t%s\t%.3f\n' % (allele, length, sequence, meas))
                count += 1
    print('bd2009: %d measurements in %d (allele, length) sets' % (count, len(files)))


def write_blind(root):
    methods = ['netmhcpan', 'netmhc', 'smmpmbec_cpp']
    predictions = {
        m: {k: read_predictions(p) for k, p in prediction_files(os.path.join(root, 'predictions', 'blind', m)).items()}
        for m in methods
    }
    count = 0
    with (
        open(os.path.join(root, 'binding', 'blind.1', 'bdata.2013.mhci.public.blind.1.txt')) as handle,
        gzip.open(os.path.join(OUT, 'blind2013.tsv.gz'), 'wt') as out,
    ):
        out.write('allele\tlength\tsequence\tinequality\tic50_nM\t' + '\t'.join(m + '_log10' for m in methods) + '\n')
        next(handle)
        for line in handle:
            species, allele, length, _, sequence, inequality, meas = line.rstrip('\n').split('\t')
            if species not in ('human', 'mouse'):
                continue
            key = (allele, int(length))
            published = [predictions[m].get(key, {}).get(sequence) for m in methods]
            cells = ['%.3f' % p[1] if p else '' for p in published]
            out.write('%s\t%s\t%s\t%s\t%s\t%s\n' % (allele, length, sequence, inequality, meas, '\t'.join(cells)))
            count += 1
    print('blind: %d measurements' % count)


if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    write_training(sys.argv[1])
    write_blind(sys.argv[1])
