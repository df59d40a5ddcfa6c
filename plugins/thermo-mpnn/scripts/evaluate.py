"""Scores S669 with the Bench ThermoMPNN engine, using only the shipped data (plugins/thermo-mpnn/data/s669.csv,
s669/*.pdb.gz, thermo_head.pt). Prints JSON: n, Pearson r, Spearman rho, RMSE (kcal/mol; positive = destabilising),
and the seconds of one full site-saturation scan (run_item) of the S669 chain closest to 150 residues.

  /work/main/.venv/bin/python plugins/thermo-mpnn/scripts/evaluate.py [--threads 1] [--weights data/thermo_head.pt]
"""

import argparse
import csv
import gzip
import json
import os
import sys
import tempfile
import time

import numpy as np
from scipy import stats

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(PLUGIN))
sys.path.insert(0, os.path.join(PLUGIN, 'engine'))
sys.path.insert(0, os.path.join(REPO, 'families', 'mutation-scan', 'python'))  # thermo_head, site_scores
sys.path.insert(0, os.path.join(REPO, 'libs', 'openmm', 'src', 'python'))  # errors.JobError
import thermo_mpnn  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--threads', type=int, default=1)
    parser.add_argument('--weights', default=thermo_mpnn.WEIGHTS_PATH, help='head file to score')
    args = parser.parse_args()
    thermo_mpnn.WEIGHTS_PATH = os.path.abspath(args.weights)
    settings = {'threads': args.threads}
    data = os.path.join(PLUGIN, 'data')
    rows = list(csv.DictReader(open(os.path.join(data, 's669.csv'))))
    os.chdir(tempfile.mkdtemp(prefix='thermo-eval-'))
    thermo_mpnn.models()  # load once, outside the timings
    preds, truth, missing, lengths, seconds = [], [], [], {}, {}
    results = {}
    for pid in sorted({r['pdb'] + r['chain'] for r in rows}):
        pdb = gzip.open(os.path.join(data, 's669', f'{pid}.pdb.gz'), 'rt').read()
        t = time.time()
        out = thermo_mpnn.run_item(pdb, {'name': pid}, settings, lambda f, s: None)
        seconds[pid] = time.time() - t
        lengths[pid] = len(out['residues'])
        results[pid] = {(r['chain'], f'{r["resid"]}{r["icode"]}'): r for r in out['residues']}
    for r in rows:
        site = results[r['pdb'] + r['chain']].get((r['chain'], r['resnum']))
        if site is None or site['wt'] != r['wt']:
            missing.append(f'{r["pdb"]}{r["chain"]} {r["wt"]}{r["resnum"]}{r["mut"]}')
            continue
        preds.append(site['ddg'][r['mut']])
        truth.append(float(r['ddg_kcal']))
    preds, truth = np.array(preds), np.array(truth)
    scan = min(lengths, key=lambda p: (abs(lengths[p] - 150), p))
    pdb = gzip.open(os.path.join(data, 's669', f'{scan}.pdb.gz'), 'rt').read()
    t = time.time()
    thermo_mpnn.run_item(pdb, {'name': scan}, settings, lambda f, s: None)
    scan_seconds = time.time() - t
    print(
        json.dumps(
            {
                'n': int(len(truth)),
                'pearson': round(float(stats.pearsonr(preds, truth)[0]), 3),
                'spearman': round(float(stats.spearmanr(preds, truth)[0]), 3),
                'rmse_kcal': round(float(np.sqrt(np.mean((preds - truth) ** 2))), 3),
                'mean_pred': round(float(preds.mean()), 3),
                'mean_true': round(float(truth.mean()), 3),
                'not_scored': missing,
                'proteins': len(results),
                'scan': {
                    'structure': scan,
                    'residues': lengths[scan],
                    'substitutions': lengths[scan] * 19,
                    'seconds': round(scan_seconds, 2),
                    'threads': args.threads,
                },
                'weights': os.path.basename(thermo_mpnn.WEIGHTS_PATH),
                'proteinmpnn': 'proteinmpnn_v_48_020',
            },
            indent=1,
        )
    )


if __name__ == '__main__':
    main()
