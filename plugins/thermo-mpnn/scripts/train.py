"""Trains the ThermoMPNN-class head on plugins/thermo-mpnn/data/training.csv (built by build_dataset.py).

  /work/main/.venv/bin/python plugins/thermo-mpnn/scripts/train.py [--work /tmp/thermo-work] [--threads 1]
      [--data plugins/thermo-mpnn/data/training.csv] [--out plugins/thermo-mpnn/data/thermo_head.pt]

1. ProteinMPNN embeddings of every training chain (the trimmed chains build_dataset.py wrote to <work>/train_pdb)
   are computed once and cached in <work>/emb/.
2. For each configuration of a small grid, one head is trained (Adam, MSE on ΔΔG, fixed seed, mini-batches of 64)
   and early-stopped on the validation proteins (patience 30 epochs, best validation MSE kept). The configuration
   with the lowest validation MSE is then trained with 5 seeds and the members' scores averaged (ensemble), which is
   kept if its validation MSE is lower than the single head's.
3. The chosen head is saved to plugins/thermo-mpnn/data/thermo_head.pt
   ({'config', 'state_dict', 'meta'}). S669 is never read here.
"""

import argparse
import csv
import json
import os
import random
import sys
import time

import numpy as np
import torch
from scipy import stats

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(PLUGIN))
sys.path.insert(0, os.path.join(REPO, 'families', 'mutation-scan', 'python'))  # thermo_head
sys.path.insert(0, os.path.join(REPO, 'libs', 'openmm', 'src', 'python'))  # mpnn, residue_codes
import thermo_head as th  # noqa: E402

SEED = 20240415
HEADS = [
    dict(hidden=(64, 32), dropout=0.25, mixing=True, weight_decay=1e-2, lr=1e-3),
    dict(hidden=(64, 32), dropout=0.5, mixing=True, weight_decay=1e-1, lr=1e-3),
    dict(hidden=(64, 32), dropout=0.25, mixing=False, weight_decay=1e-2, lr=1e-3),
    dict(hidden=(32,), dropout=0.5, mixing=False, weight_decay=1e-1, lr=1e-3),
]
# every head with and without ProteinMPNN's backbone-only log-probabilities as a prior (thermo_head.HeadMember)
GRID = [dict(head, prior=prior) for prior in (False, True) for head in HEADS]
MAX_EPOCHS, PATIENCE, BATCH = 300, 30, 64
MEMBERS = 5  # ensemble of the selected configuration over seeds SEED .. SEED+4, kept if validation MSE improves


def seed_all(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def embeddings(work, rows):
    mpnn = None
    os.makedirs(os.path.join(work, 'emb'), exist_ok=True)
    cache = {}
    for pid in sorted({r['pdb'] + r['chain'] for r in rows}):
        path = os.path.join(work, 'emb', f'{pid}.pt')
        if not os.path.exists(path) or 'log_probs' not in torch.load(path, weights_only=False):
            mpnn = mpnn or th.load_mpnn()
            e = th.embed_chain(mpnn, os.path.join(work, 'train_pdb', f'{pid}.pdb'), pid[4:])
            torch.save(e, path)
        e = torch.load(path, weights_only=False)
        cache[pid] = (
            {f'{n}{i}': (k, e['wt'][k]) for k, (n, i) in enumerate(zip(e['resnums'], e['icodes']))},
            e['features'],
            e['log_probs'],
        )
    return cache


def tensors(rows, cache):
    xs, lps, wts, muts, ys, skipped = [], [], [], [], [], 0
    for r in rows:
        index, feats, log_probs = cache[r['pdb'] + r['chain']]
        k, wt = index.get(r['resnum'], (None, None))
        if k is None or wt != r['wt']:
            skipped += 1
            continue
        xs.append(feats[k])
        lps.append(log_probs[k])
        wts.append(th.ALPHABET.index(r['wt']))
        muts.append(th.ALPHABET.index(r['mut']))
        ys.append(float(r['ddg_kcal']))
    return torch.stack(xs), torch.stack(lps), torch.tensor(wts), torch.tensor(muts), torch.tensor(ys), skipped


def metrics(pred, y):
    pred, y = pred.numpy(), y.numpy()
    return {
        'n': len(y),
        'pearson': round(float(stats.pearsonr(pred, y)[0]), 3),
        'spearman': round(float(stats.spearmanr(pred, y)[0]), 3),
        'rmse': round(float(np.sqrt(np.mean((pred - y) ** 2))), 3),
    }


def train_one(cfg, train, val, seed=SEED):
    seed_all(seed)
    head = th.ThermoHead(hidden=cfg['hidden'], dropout=cfg['dropout'], mixing=cfg['mixing'], prior=cfg['prior'])
    opt = torch.optim.AdamW(head.parameters(), lr=cfg['lr'], weight_decay=cfg['weight_decay'])
    x, lp, w, m, y = train
    best, best_state, best_epoch, wait = float('inf'), None, 0, 0
    gen = torch.Generator().manual_seed(seed)
    for epoch in range(MAX_EPOCHS):
        head.train()
        for idx in torch.randperm(len(y), generator=gen).split(BATCH):
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(head.ddg(x[idx], lp[idx], w[idx], m[idx]), y[idx])
            loss.backward()
            opt.step()
        head.eval()
        with torch.no_grad():
            vloss = float(torch.nn.functional.mse_loss(head.ddg(*val[:4]), val[4]))
        if vloss < best - 1e-4:
            best, best_epoch, wait = vloss, epoch, 0
            best_state = {k: v.clone() for k, v in head.state_dict().items()}
        else:
            wait += 1
            if wait >= PATIENCE:
                break
    head.load_state_dict(best_state)
    head.eval()
    return head, best, best_epoch


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--work', default='/tmp/thermo-work')
    parser.add_argument('--threads', type=int, default=1)
    parser.add_argument('--data', default=os.path.join(PLUGIN, 'data', 'training.csv'), help='training CSV')
    parser.add_argument('--out', default=os.path.join(PLUGIN, 'data', 'thermo_head.pt'), help='head file written')
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    start = time.time()
    rows = list(csv.DictReader(open(args.data)))
    cache = embeddings(args.work, rows)
    t_embed = time.time() - start
    train = tensors([r for r in rows if r['split'] == 'train'], cache)
    val = tensors([r for r in rows if r['split'] == 'val'], cache)
    print(
        f'embeddings: {len(cache)} chains in {t_embed:.0f} s; train {len(train[4])} (skipped {train[5]}), '
        f'val {len(val[4])} (skipped {val[5]})',
        file=sys.stderr,
    )
    train, val = train[:5], val[:5]
    results = []
    for cfg in GRID:
        head, vloss, epoch = train_one(cfg, train, val)
        with torch.no_grad():
            r = {
                'config': cfg,
                'best_epoch': epoch,
                'val_mse': round(vloss, 4),
                'train': metrics(head.ddg(*train[:4]), train[4]),
                'val': metrics(head.ddg(*val[:4]), val[4]),
            }
        print(json.dumps(r), file=sys.stderr)
        results.append((vloss, head, r))
    vloss, head, best = min(results, key=lambda t: t[0])
    cfg = best['config']
    ensemble = th.ThermoHead(
        hidden=cfg['hidden'], dropout=cfg['dropout'], mixing=cfg['mixing'], members=MEMBERS, prior=cfg['prior']
    )
    epochs = []
    for i in range(MEMBERS):
        member, _, epoch = train_one(cfg, train, val, SEED + i)
        ensemble.members[i].load_state_dict(member.members[0].state_dict())
        epochs.append(epoch)
    ensemble.eval()
    with torch.no_grad():
        e_loss = float(torch.nn.functional.mse_loss(ensemble.ddg(*val[:4]), val[4]))
        r = {
            'config': dict(cfg, members=MEMBERS),
            'best_epochs': epochs,
            'val_mse': round(e_loss, 4),
            'train': metrics(ensemble.ddg(*train[:4]), train[4]),
            'val': metrics(ensemble.ddg(*val[:4]), val[4]),
        }
    print(json.dumps(r), file=sys.stderr)
    if e_loss < vloss:
        vloss, head, best = e_loss, ensemble, r
    meta = {
        'seed': SEED,
        'selected_by': 'validation MSE',
        'result': best,
        'proteinmpnn': th.MPNN_WEIGHTS,
        'train_mutations': len(train[4]),
        'val_mutations': len(val[4]),
        'sign': 'positive = destabilising',
        'units': 'kcal/mol',
        'seconds': round(time.time() - start, 1),
    }
    out = args.out
    torch.save({'config': head.config, 'state_dict': head.state_dict(), 'meta': json.dumps(meta)}, out)
    print(
        json.dumps(
            {'selected': best, 'seconds': meta['seconds'], 'weights': out, 'bytes': os.path.getsize(out)}, indent=1
        )
    )


if __name__ == '__main__':
    main()
