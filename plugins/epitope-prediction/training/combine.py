"""Chooses, per allele and peptide length, which trained model answers: the pan-allele network
(train_nn.py), the SMM-like matrix (train.py), or the mean of the two predicted log10 IC50s.
Whichever has the highest out-of-fold AUC at 500 nM on BD2009 answers, all three measured on the
network's folds: fold k is predicted by the mean of the networks early-stopped on it (none trained
on it); the matrix is refitted on the other four folds with the ridge strength and prior its own
cross-validation chose. Ties go to the matrix, then the network. The blind set plays no part.

Writes ../params/epitope-choice.json: the choice and the three AUCs per set, and the background
ranks of the mean where it is chosen (percentiles of its log10 IC50 over the background peptides,
as the other two models store theirs).

Usage: .venv/bin/python combine.py    (after train.py and train_nn.py; about a minute)
"""

import json
import os

import numpy as np
from exported import ensemble_out_of_fold, exported_peptide_part, exported_y
from train import LOG_MAX, RANK_GRID, background_peptides, length_prior, one_hot, ridge
from train_nn import ALPHABET, FOLDS, PARAMS, RESIDUE, fold_of, load_training, peptide_slots, set_aucs

CHOICES = ('matrix', 'network', 'mean')  # in the order ties are broken


def read(name):
    with open(os.path.join(PARAMS, name)) as handle:
        return json.load(handle)


def allele_codes(network, allele):
    sequence = network['pseudosequences'][allele]
    return np.array([RESIDUE[sequence[p]] for p in network['pseudoPositions']])


def network_out_of_fold(network, alleles, peptides, folds):
    """log10 IC50 of each measurement by the networks of its fold (early-stopped on it, not trained on it)."""
    slots = np.array([peptide_slots(p) for p in peptides])
    y = ensemble_out_of_fold(
        network['networks'],
        network['members'],
        network['activation'],
        lambda allele: allele_codes(network, allele),
        alleles,
        slots,
        folds,
    )
    return LOG_MAX * (1 - y)


def matrix_weights(model):
    """The shipped matrix in the training target's units: y = b + x w."""
    return -np.array(model['matrix']).reshape(-1) / LOG_MAX, 1 - model['offset'] / LOG_MAX


def matrix_out_of_fold(models, alleles, peptides, log10, folds):
    """log10 IC50 (on the 0..log10 50000 scale, as the product clips it) of each measurement of a
    set with a matrix, by a matrix refitted without its fold; NaN elsewhere."""
    by_key = {(m['allele'], m['length']): m for m in models}
    y_true = np.clip(1 - log10 / LOG_MAX, 0, 1)
    predicted = np.full(len(peptides), np.nan)
    sets = {}
    for i, (allele, peptide) in enumerate(zip(alleles, peptides)):
        sets.setdefault((allele, len(peptide)), []).append(i)
    for (allele, length), rows in sets.items():
        model = by_key.get((allele, length))
        if model is None:
            continue
        rows = np.array(rows)
        x = one_hot([peptides[i] for i in rows], length)
        prior = None
        if model['training']['prior'] == '9-mer':
            prior = length_prior(*matrix_weights(by_key[(allele, 9)]), length)
        for k in range(FOLDS):
            train, test = folds[rows] != k, folds[rows] == k
            if test.any():
                w, b = ridge(x[train], y_true[rows][train], model['training']['ridgeLambda'], prior)
                predicted[rows[test]] = np.clip(LOG_MAX * (1 - (x[test] @ w + b)), 0, LOG_MAX)
    return predicted


def background_of(network, length, cache={}):  # noqa: B006  (one computation per length)
    """The background peptides of a length and each network's peptide share of its first layer."""
    if length not in cache:
        windows = background_peptides(length)
        slots = np.array([peptide_slots(''.join(ALPHABET[i] for i in w)) for w in windows])
        cache[length] = windows, [exported_peptide_part(layers, slots) for layers in network['networks']]
    return cache[length]


def mean_rank_values(network, model, allele, length):
    """Percentiles (RANK_GRID) of the mean's log10 IC50 over the background peptides."""
    windows, parts = background_of(network, length)
    codes = allele_codes(network, allele)
    y = np.mean(
        [exported_y(layers, network['activation'], codes, part) for layers, part in zip(network['networks'], parts)],
        axis=0,
    )
    matrix = np.array(model['matrix'])
    by_matrix = np.clip(model['offset'] + matrix[np.arange(length), windows].sum(axis=1), 0, LOG_MAX)
    values = np.percentile((LOG_MAX * (1 - y) + by_matrix) / 2, RANK_GRID)
    return [round(float(v), 4) for v in values]


def main():
    network, matrices = read('epitope-network.json'), read('epitope-matrices.json')
    alleles_list, peptides, log10 = load_training()
    alleles = np.array(alleles_list)
    lengths = np.array([len(p) for p in peptides])
    folds = fold_of(alleles_list, peptides)
    by_network = network_out_of_fold(network, alleles, peptides, folds)
    by_matrix = matrix_out_of_fold(matrices['models'], alleles, peptides, log10, folds)
    with_matrix = ~np.isnan(by_matrix)
    # AUCs read higher scores as binders: score = -log10 IC50
    aucs = {
        'network': set_aucs(alleles, lengths, log10, -by_network),
        'matrix': set_aucs(alleles[with_matrix], lengths[with_matrix], log10[with_matrix], -by_matrix[with_matrix]),
        'mean': set_aucs(
            alleles[with_matrix],
            lengths[with_matrix],
            log10[with_matrix],
            -(by_network[with_matrix] + by_matrix[with_matrix]) / 2,
        ),
    }
    stored = {(s['allele'], s['length']): s['networkAuc'] for s in network['validation']['perSet']}
    drift = max(abs(aucs['network'][k] - stored[k]) for k in stored if k in aucs['network'])
    print('network out-of-fold AUC recomputed from the shipped parameters: largest difference %.4f' % drift)

    models = {(m['allele'], m['length']): m for m in matrices['models']}
    per_set, rank_values = [], {}
    for key in sorted(aucs['network']):
        scored = {c: aucs[c][key] for c in CHOICES if key in aucs[c]}
        choice = max(CHOICES, key=lambda c: (scored.get(c, -1), -CHOICES.index(c)))
        allele, length = key
        per_set.append(
            {
                'allele': allele,
                'length': int(length),
                **{'%sAuc' % c: round(scored[c], 4) if c in scored else None for c in CHOICES},
                'choice': choice,
            }
        )
        if choice == 'mean':
            rank_values.setdefault(allele, {})[str(length)] = mean_rank_values(network, models[key], allele, length)
    both = [s for s in per_set if s['matrixAuc'] is not None]
    summary = {c: round(float(np.mean([s['%sAuc' % c] for s in both])), 4) for c in CHOICES}
    summary['chosen'] = round(float(np.mean([s['%sAuc' % s['choice']] for s in both])), 4)
    counts = {c: sum(s['choice'] == c for s in per_set) for c in CHOICES}
    print('mean out-of-fold AUC over the %d sets with a matrix: %s; chosen: %s' % (len(both), summary, counts))
    out = {
        'format': 'bench-epitope-choice/1',
        'rule': __doc__.split('\n\n')[0].replace('\n', ' '),
        'rankGrid': RANK_GRID,
        'summary': {'sets': len(both), 'meanOutOfFoldAuc': summary, 'chosen': counts},
        'perSet': per_set,
        'meanRankValues': rank_values,
    }
    with open(os.path.join(PARAMS, 'epitope-choice.json'), 'w') as handle:
        json.dump(out, handle, separators=(',', ':'))


if __name__ == '__main__':
    main()
