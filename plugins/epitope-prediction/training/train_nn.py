"""Trains Bench's pan-allele MHC class I binding network: an ensemble of small MLPs that read a
peptide of 8 to 11 residues and the allele's 34-residue pseudo-sequence (Nielsen et al. 2007,
PLoS ONE 2:e796), on IEDB affinities measured up to 2009 (Kim et al. 2014, BD2009) only.
Writes ../params/epitope-network.json.

Encoding (as MHCflurry's pan-allele models, O'Donnell et al. 2020): the peptide is written three
times into 11 slots each -- left-aligned, centred, right-aligned, 'X' filling the rest -- and every
slot is a BLOSUM62 row (21 columns with X); the allele is the BLOSUM62 rows of the pseudo-sequence
positions that vary among the training alleles (a position constant in training carries no
information). Target y = 1 - log(IC50)/log(50000) clipped to [0, 1]; BD2009 here has no inequality
qualifiers (censored values sit at their bound). Network: dense -> hidden layers -> sigmoid, mean
squared error, Adam.

Validation: within each allele the peptides are dealt at random into 5 folds (seed 2009). For each
fold k, --seeds networks (torch seeds 2009 + k + 100 s) train on the other four folds and stop early
on fold k; the ensemble is the mean of all of them in y (as MHCflurry and NetMHCpan average many
networks). A measurement's out-of-fold prediction is the mean of the networks of its fold, giving a
cross-validated AUC per (allele, length) that is compared with the matrices' own 5-fold AUCs
(params/epitope-matrices.json). The number of seeds is chosen on that out-of-fold AUC (3: DATA.md).
The architecture is chosen on fold 0 only (--search; on fold 0, mean AUC over 116 sets / MSE: h64
0.9092 / 0.0253, h128-32 0.9061 / 0.0235, h64-32-tanh 0.9045 / 0.0243): h64, the best mean AUC --
the benchmark's measure -- and half the parameters of h128-32. The blind set is never read here.

Export: the first layer of each network is folded into lookup tables (slot x residue -> hidden
pre-activation), so inference is sums of table rows plus a small dense layer. Weights are float32,
base64 (little endian). Percentile ranks: every distinct 8- to 11-residue window of
params/background-proteins.fasta scored per allele, stored on the matrices' percent grid.

Usage: /work/main/.venv/bin/python train_nn.py [--search] [--seeds N] [--resume]   (torch, numpy; one thread)
About 2-7 minutes per network on one core (15 networks: 30-100 minutes, by machine load).
--resume keeps the networks of params/epitope-network.json with the same fold, seed and
configuration and trains only the missing ones: training is deterministic on one thread (retraining
fold 0, seed 2009 reproduced the shipped network bit for bit).
"""

import argparse
import gzip
import json
import os
import sys
import time

import numpy as np
import torch

torch.set_num_threads(1)
HERE = os.path.dirname(os.path.abspath(__file__))
PARAMS = os.path.join(HERE, '..', 'params')
sys.path.insert(0, HERE)
from exported import ensemble_out_of_fold, export, exported_peptide_part, exported_y  # noqa: E402
from train import RANK_GRID, auc, background_peptides  # noqa: E402  (same grid, AUC and background as the matrices)

ALPHABET = 'ACDEFGHIKLMNPQRSTVWY'  # residue order of the matrices; index 20 = X (padding)
RESIDUE = {r: i for i, r in enumerate(ALPHABET + 'X')}
LOG_MAX = np.log10(50000.0)
BINDER_NM = 500.0
LENGTHS = (8, 9, 10, 11)
SLOTS = 11
FOLDS = 5
SEED = 2009
SEED_STRIDE = 100  # torch seed of fold k, seed index s: SEED + k + SEED_STRIDE * s

# BLOSUM62 as tabulated in mhcflurry/amino_acid.py (github.com/openvax/mhcflurry, Apache-2.0), X row/column 0 except X-X 1.
_BLOSUM_ORDER = 'ARNDCQEGHILKMFPSTWYVX'
_BLOSUM_ROWS = """
 4 -1 -2 -2  0 -1 -1  0 -2 -1 -1 -1 -1 -2 -1  1  0 -3 -2  0  0
-1  5  0 -2 -3  1  0 -2  0 -3 -2  2 -1 -3 -2 -1 -1 -3 -2 -3  0
-2  0  6  1 -3  0  0  0  1 -3 -3  0 -2 -3 -2  1  0 -4 -2 -3  0
-2 -2  1  6 -3  0  2 -1 -1 -3 -4 -1 -3 -3 -1  0 -1 -4 -3 -3  0
 0 -3 -3 -3  9 -3 -4 -3 -3 -1 -1 -3 -1 -2 -3 -1 -1 -2 -2 -1  0
-1  1  0  0 -3  5  2 -2  0 -3 -2  1  0 -3 -1  0 -1 -2 -1 -2  0
-1  0  0  2 -4  2  5 -2  0 -3 -3  1 -2 -3 -1  0 -1 -3 -2 -2  0
 0 -2  0 -1 -3 -2 -2  6 -2 -4 -4 -2 -3 -3 -2  0 -2 -2 -3 -3  0
-2  0  1 -1 -3  0  0 -2  8 -3 -3 -1 -2 -1 -2 -1 -2 -2  2 -3  0
-1 -3 -3 -3 -1 -3 -3 -4 -3  4  2 -3  1  0 -3 -2 -1 -3 -1  3  0
-1 -2 -3 -4 -1 -2 -3 -4 -3  2  4 -2  2  0 -3 -2 -1 -2 -1  1  0
-1  2  0 -1 -3  1  1 -2 -1 -3 -2  5 -1 -3 -1  0 -1 -3 -2 -2  0
-1 -1 -2 -3 -1  0 -2 -3 -2  1  2 -1  5  0 -2 -1 -1 -1 -1  1  0
-2 -3 -3 -3 -2 -3 -3 -3 -1  0  0 -3  0  6 -4 -2 -2  1  3 -1  0
-1 -2 -2 -1 -3 -1 -1 -2 -2 -3 -3 -1 -2 -4  7 -1 -1 -4 -3 -2  0
 1 -1  1  0 -1  0  0  0 -1 -2 -2  0 -1 -2 -1  4  1 -3 -2 -2  0
 0 -1  0 -1 -1 -1 -1 -2 -2 -1 -1 -1 -1 -2 -1  1  5 -2 -2  0  0
-3 -3 -4 -4 -2 -2 -3 -2 -2 -3 -2 -3 -1  1 -4 -3 -2 11  2 -3  0
-2 -2 -2 -3 -2 -1 -2 -3  2 -1 -1 -2 -1  3 -3 -2 -2  2  7 -1  0
 0 -3 -3 -3 -1 -2 -2 -3 -3  3  1 -2  1 -1 -2 -2  0 -3 -1  4  0
 0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  1
"""


def blosum():
    """21 x 21 BLOSUM62 in ALPHABET+X order, scaled by 1/4 (rows are the input features)."""
    table = np.array([[float(v) for v in line.split()] for line in _BLOSUM_ROWS.strip().split('\n')])
    order = [_BLOSUM_ORDER.index(r) for r in ALPHABET + 'X']
    return table[np.ix_(order, order)] / 4.0


def peptide_slots(peptide):
    """Residue indices of the 3 x 11 slots: left-aligned, centred ((11 - L) // 2 X's first), right-aligned."""
    n = len(peptide)
    codes = [RESIDUE[r] for r in peptide]
    x = [20] * (3 * SLOTS)
    left_pad = (SLOTS - n) // 2
    for i, code in enumerate(codes):
        x[i] = code
        x[SLOTS + left_pad + i] = code
        x[2 * SLOTS + SLOTS - n + i] = code
    return x


def load_pseudosequences():
    rows = {}
    with open(os.path.join(HERE, 'data', 'pseudosequences.csv')) as handle:
        next(handle)
        for line in handle:
            allele, sequence = line.strip().split(',')
            rows[allele] = sequence
    return rows


def load_training():
    alleles, peptides, log10 = [], [], []
    with gzip.open(os.path.join(HERE, 'data', 'bd2009.tsv.gz'), 'rt') as handle:
        next(handle)
        for line in handle:
            allele, length, sequence, value = line.rstrip('\n').split('\t')
            if int(length) in LENGTHS and set(sequence) <= set(ALPHABET):
                alleles.append(allele)
                peptides.append(sequence)
                log10.append(float(value))
    return alleles, peptides, np.array(log10)


def fold_of(alleles, peptides):
    """Per allele, its distinct peptides dealt at random into FOLDS folds."""
    rng = np.random.default_rng(SEED)
    folds = np.empty(len(alleles), int)
    by_allele = {}
    for i, allele in enumerate(alleles):
        by_allele.setdefault(allele, []).append(i)
    for allele in sorted(by_allele):
        index = by_allele[allele]
        distinct = sorted({peptides[i] for i in index})
        assignment = dict(zip(distinct, rng.permutation(len(distinct)) % FOLDS))
        for i in index:
            folds[i] = assignment[peptides[i]]
    return folds


class Net(torch.nn.Module):
    def __init__(self, allele_slots, hidden, activation, dropout):
        super().__init__()
        self.embed = torch.nn.Embedding.from_pretrained(torch.tensor(blosum(), dtype=torch.float32), freeze=True)
        width = (3 * SLOTS + allele_slots) * 21
        layers = []
        for size in hidden:
            layers += [torch.nn.Linear(width, size), torch.nn.Tanh() if activation == 'tanh' else torch.nn.ReLU()]
            if dropout:
                layers.append(torch.nn.Dropout(dropout))
            width = size
        layers.append(torch.nn.Linear(width, 1))
        self.body = torch.nn.Sequential(*layers)

    def forward(self, slots):
        return torch.sigmoid(self.body(self.embed(slots).flatten(1))).squeeze(1)


def train_one(config, x, y, train, valid, seed, log):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = Net(x.shape[1] - 3 * SLOTS, config['hidden'], config['activation'], config['dropout'])
    optimiser = torch.optim.Adam(net.parameters(), lr=config['lr'], weight_decay=config['weight_decay'])
    schedule = torch.optim.lr_scheduler.ReduceLROnPlateau(
        optimiser, factor=0.5, patience=config.get('lr_patience', 10**6)
    )
    xt, yt = torch.from_numpy(x), torch.from_numpy(y.astype(np.float32))
    train_index = np.flatnonzero(train)
    valid_t = torch.from_numpy(np.flatnonzero(valid))
    best, best_state, since = np.inf, None, 0
    for epoch in range(config['max_epochs']):
        net.train()
        order = torch.from_numpy(rng.permutation(train_index))
        for start in range(0, len(order), config['batch']):
            batch = order[start : start + config['batch']]
            optimiser.zero_grad()
            loss = torch.mean((net(xt[batch]) - yt[batch]) ** 2)
            loss.backward()
            optimiser.step()
        net.eval()
        with torch.no_grad():
            loss = float(torch.mean((net(xt[valid_t]) - yt[valid_t]) ** 2))
        schedule.step(loss)
        if loss < best - 1e-5:
            best, best_state, since = loss, {k: v.clone() for k, v in net.state_dict().items()}, 0
        else:
            since += 1
        log('  epoch %2d validation MSE %.5f%s' % (epoch + 1, loss, ' *' if since == 0 else ''))
        if since >= config['patience']:
            break
    net.load_state_dict(best_state)
    net.eval()
    return net, best


def predict(net, x):
    with torch.no_grad():
        return np.concatenate([net(torch.from_numpy(x[i : i + 8192])).numpy() for i in range(0, len(x), 8192)])


def set_aucs(alleles, lengths, log10, predicted_y):
    """Validation AUC at 500 nM per (allele, length) with at least one binder and one non-binder."""
    binders = log10 <= np.log10(BINDER_NM)
    keys = {}
    for i, key in enumerate(zip(alleles, lengths)):
        keys.setdefault(key, []).append(i)
    result = {}
    for key, index in keys.items():
        b = binders[index]
        if 0 < b.sum() < len(b):
            result[key] = auc(b, predicted_y[index])
    return result


CONFIGS = {
    'h64': {'hidden': [64], 'activation': 'relu', 'dropout': 0.0},
    'h128-32': {'hidden': [128, 32], 'activation': 'relu', 'dropout': 0.0},
    'h64-32-tanh': {'hidden': [64, 32], 'activation': 'tanh', 'dropout': 0.0},
}
# Early stopping: the validation loss is noisy from epoch to epoch, so the learning rate halves after
# 3 epochs without improvement and training stops after 10 (a first run stopping after 4 left the
# networks under-trained: out-of-fold validation MSE 0.0253-0.0274).
COMMON = {'lr': 1e-3, 'weight_decay': 1e-6, 'batch': 128, 'max_epochs': 80, 'patience': 10, 'lr_patience': 3}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--search', action='store_true', help='compare the CONFIGS on fold 0 and stop')
    parser.add_argument('--config', default='h64')
    parser.add_argument('--seeds', type=int, default=3, help='networks per fold, each from its own seed')
    parser.add_argument('--resume', action='store_true', help='keep matching networks of the shipped parameters')
    args = parser.parse_args()
    started = time.time()
    log = lambda text: print(text, flush=True)  # noqa: E731
    pseudo = load_pseudosequences()
    alleles, peptides, log10 = load_training()
    lengths = np.array([len(p) for p in peptides])
    y = np.clip(1 - log10 / LOG_MAX, 0, 1)
    trained_alleles = sorted(set(alleles))
    variable = [p for p in range(34) if len({pseudo[a][p] for a in trained_alleles}) > 1]
    allele_codes = {a: np.array([RESIDUE[s[p]] for p in variable]) for a, s in pseudo.items()}
    x = np.array([peptide_slots(p) + list(allele_codes[a]) for a, p in zip(alleles, peptides)], dtype=np.int64)
    folds = fold_of(alleles, peptides)
    log(
        '%d measurements (lengths 8-11), %d alleles, %d of 34 pseudo-sequence positions vary'
        % (len(y), len(trained_alleles), len(variable))
    )

    if args.search:
        for name, config in CONFIGS.items():
            t = time.time()
            net, best = train_one({**COMMON, **config}, x, y, folds != 0, folds == 0, SEED, lambda _: None)
            aucs = set_aucs(
                np.array(alleles)[folds == 0], lengths[folds == 0], log10[folds == 0], predict(net, x[folds == 0])
            )
            log(
                '%-12s fold-0 MSE %.5f  mean AUC %.4f over %d sets  (%.0f s)'
                % (name, best, np.mean(list(aucs.values())), len(aucs), time.time() - t)
            )
        return

    config = {**COMMON, **CONFIGS[args.config]}
    kept = {}
    if args.resume:
        with open(os.path.join(PARAMS, 'epitope-network.json')) as handle:
            shipped = json.load(handle)
        if shipped['config'] == config and shipped['pseudoPositions'] == variable:
            kept = {(m['fold'], m['seed']): n for m, n in zip(shipped['members'], shipped['networks'])}
    members = [{'fold': k, 'seed': SEED + k + SEED_STRIDE * s} for s in range(args.seeds) for k in range(FOLDS)]
    networks = []
    for member in members:
        k, seed = member['fold'], member['seed']
        if (k, seed) in kept:
            networks.append(kept[(k, seed)])
            log('network fold %d seed %d: kept from params/epitope-network.json' % (k, seed))
            continue
        t = time.time()
        net, best = train_one(config, x, y, folds != k, folds == k, seed, log)
        networks.append(export(net, variable))
        log('network fold %d seed %d: validation MSE %.5f (%.0f s)' % (k, seed, best, time.time() - t))
    training_seconds = time.time() - started
    slots = x[:, : 3 * SLOTS]
    allele_array = np.array(alleles)
    for seeds in range(1, args.seeds + 1):
        first = FOLDS * seeds
        oof = ensemble_out_of_fold(
            networks[:first], members[:first], config['activation'], allele_codes.get, allele_array, slots, folds
        )
        network_auc = set_aucs(allele_array, lengths, log10, oof)
        log(
            'out-of-fold mean AUC with %d seed(s) per fold: %.4f over %d sets'
            % (seeds, np.mean(list(network_auc.values())), len(network_auc))
        )

    # Validation per (allele, length): the ensemble's out-of-fold AUC beside the matrices' 5-fold AUC.
    with open(os.path.join(PARAMS, 'epitope-matrices.json')) as handle:
        matrices = {(m['allele'], m['length']): m['training']['validationAuc'] for m in json.load(handle)['models']}
    both = sorted(k for k in network_auc if k in matrices)
    validation = [
        {'allele': a, 'length': int(n), 'networkAuc': round(network_auc[(a, n)], 4), 'matrixAuc': matrices.get((a, n))}
        for a, n in sorted(network_auc)
    ]
    mean_net = float(np.mean([network_auc[k] for k in both]))
    mean_mat = float(np.mean([matrices[k] for k in both]))
    wins = sum(network_auc[k] > matrices[k] for k in both)
    for row in validation:
        log(
            '%-12s %2d  network %.3f  matrix %s'
            % (
                row['allele'],
                row['length'],
                row['networkAuc'],
                '%.3f' % row['matrixAuc'] if row['matrixAuc'] else '  -  ',
            )
        )
    log(
        'validation (5-fold, BD2009): mean AUC over the %d sets both score: network %.4f, matrices %.4f; network better in %d'
        % (len(both), mean_net, mean_mat, wins)
    )
    nine = [k for k in both if k[1] == 9]
    log(
        '  9-mers (%d sets): network %.4f, matrices %.4f'
        % (len(nine), np.mean([network_auc[k] for k in nine]), np.mean([matrices[k] for k in nine]))
    )

    # Percentile ranks of every allele with a pseudo-sequence, computed from the exported float32 numbers.
    rank_values, background_counts = {}, {}
    for length in LENGTHS:
        windows = background_peptides(length)
        background_counts[str(length)] = len(windows)
        slots = np.array([peptide_slots(''.join(ALPHABET[i] for i in w)) for w in windows])
        parts = [exported_peptide_part(layers, slots) for layers in networks]
        for allele in sorted(pseudo):
            ensemble = np.mean(
                [
                    exported_y(layers, config['activation'], allele_codes[allele], part)
                    for layers, part in zip(networks, parts)
                ],
                axis=0,
            )
            values = np.percentile(LOG_MAX * (1 - ensemble), RANK_GRID)
            rank_values.setdefault(allele, {})[str(length)] = [round(float(v), 4) for v in values]
        log('background ranks of %d-mers: %d peptides' % (length, len(windows)))

    params = {
        'format': 'bench-epitope-network/1',
        'method': 'Pan-allele MLP ensemble (%d networks: %d folds x %d seeds, hidden %s, %s): peptide 8-11 as left-aligned, centred and right-aligned 11-slot BLOSUM62 rows, '
        'allele as BLOSUM62 rows of its NetMHCpan pseudo-sequence; target 1 - log(IC50)/log(50000); ensemble mean in that target'
        % (len(networks), FOLDS, args.seeds, config['hidden'], config['activation']),
        'training': 'Kim et al. 2014 BD2009: IEDB MHC class I affinities measured up to 2009 (see training/DATA.md); %d networks per 20 %% peptide fold, each trained on the other folds and early-stopped on it'
        % args.seeds,
        'licence': 'Parameters trained on IEDB data (CC BY 4.0); cite IEDB and Kim et al. 2014, BMC Bioinformatics 15:241. '
        'Pseudo-sequences: NetMHCpan (Nielsen et al. 2007) via github.com/openvax/mhcflurry (Apache-2.0)',
        'alphabet': ALPHABET,
        'lengths': list(LENGTHS),
        'slots': SLOTS,
        'activation': config['activation'],
        'pseudoPositions': variable,
        'pseudosequences': {a: pseudo[a] for a in sorted(pseudo)},
        'trainedAlleles': trained_alleles,
        'networks': networks,
        'members': members,
        'background': {'file': 'background-proteins.fasta', 'peptides': background_counts},
        'rankGrid': RANK_GRID,
        'rankValues': rank_values,
        'validation': {
            'scheme': '5-fold by peptide within each allele; each network early-stopped on its own fold; AUC at 500 nM of the out-of-fold predictions (mean of the networks of each fold)',
            'meanNetworkAuc': round(mean_net, 4),
            'meanMatrixAuc': round(mean_mat, 4),
            'sets': len(both),
            'networkBetter': wins,
            'perSet': validation,
        },
        'trainingSeconds': round(training_seconds),
        'config': config,
    }
    with open(os.path.join(PARAMS, 'epitope-network.json'), 'w') as out:
        json.dump(params, out, separators=(',', ':'))
    log(
        'written params/epitope-network.json (%.1f MB); training %.0f s, total %.0f s'
        % (os.path.getsize(os.path.join(PARAMS, 'epitope-network.json')) / 1e6, training_seconds, time.time() - started)
    )


if __name__ == '__main__':
    main()
