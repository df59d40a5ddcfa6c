"""Trains Bench's MHC class I binding predictor: one ridge-regularised position matrix (SMM-like,
Peters & Sette 2005) per allele and peptide length, on IEDB affinities measured up to 2009
(Kim et al. 2014, BD2009). Writes ../params/epitope-matrices.json.

Target: y = 1 - log(IC50 nM) / log(50000), clipped to [0, 1]; features: one-hot residue per
position. Peptides of 8, 10 and 11 residues may also be shrunk towards the allele's 9-mer matrix
read through single insertions/deletions between P3 and the C terminus (the length approximation
of Lundegaard et al. 2008, Nucleic Acids Res 36:W509) instead of towards zero. The ridge strength,
and whether to use that prior, are chosen per model by 5-fold cross-validation inside BD2009 only.
The fitted weights are stored as an IEDB-style matrix in log10(IC50 nM): log10 IC50 = offset +
sum of the residue entries, so the same scorer reads these parameters and IEDB matrix files.

Usage: /usr/bin/python3 train.py        (numpy only; about a minute)
"""

import gzip
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PARAMS = os.path.join(HERE, '..', 'params')
ALPHABET = 'ACDEFGHIKLMNPQRSTVWY'
LOG_MAX = np.log10(50000.0)
BINDER_NM = 500.0
LAMBDAS = [0.3, 1, 3, 10, 30, 100, 300, 1000, 3000, 10000]
FOLDS = 5
SEED = 2009
# Least data to fit and validate a model: (measurements, binders, non-binders). Another length of
# an allele that has a 9-mer matrix starts from that matrix's length approximation, so it needs less.
MIN_DATA = {'alone': (100, 20, 20), 'with 9-mer prior': (50, 5, 5)}
# A model whose own cross-validation barely separates binders is not shipped.
MIN_VALIDATION_AUC = 0.7
# Percent grid at which the background score distribution is stored: fine where ranks matter.
RANK_GRID = [
    round(x, 2) for x in np.concatenate([np.arange(0, 1, 0.01), np.arange(1, 10, 0.1), np.arange(10, 100.001, 1)])
]


def load_training():
    sets = {}
    with gzip.open(os.path.join(HERE, 'data', 'bd2009.tsv.gz'), 'rt') as handle:
        next(handle)
        for line in handle:
            allele, length, sequence, log10_ic50 = line.rstrip('\n').split('\t')
            if set(sequence) <= set(ALPHABET):
                sets.setdefault((allele, int(length)), []).append((sequence, float(log10_ic50)))
    return sets


def one_hot(sequences, length):
    x = np.zeros((len(sequences), 20 * length))
    for row, sequence in enumerate(sequences):
        for position, residue in enumerate(sequence):
            x[row, 20 * position + ALPHABET.index(residue)] = 1.0
    return x


def ridge(x, y, strength, prior=None):
    """Weights and intercept minimising |y - xw - b|^2 + strength |w - w0|^2 (intercept not
    penalised), where the prior (w0, b0) defaults to zero."""
    w0, b0 = prior if prior is not None else (np.zeros(x.shape[1]), 0.0)
    residual = y - x @ w0 - b0
    mean_x, mean_r = x.mean(axis=0), residual.mean()
    xc = x - mean_x
    dw = np.linalg.solve(xc.T @ xc + strength * np.eye(x.shape[1]), xc.T @ (residual - mean_r))
    return w0 + dw, b0 + mean_r - mean_x @ dw


def length_prior(w9, b9, length):
    """The 9-mer matrix (y units) read as a matrix for another length: the mean over single
    deletions (longer peptides) or neutral insertions (shorter ones) at positions P4..P9, so the
    three N-terminal and the C-terminal residues keep their own columns."""
    rows9 = w9.reshape(9, 20)
    shift = length - 9
    rows = np.zeros((length, 20))
    constant = 0.0
    starts = range(3, 9 + shift) if shift < 0 else range(3, length - shift)
    for start in starts:
        if shift > 0:  # positions start..start+shift-1 of the peptide are skipped
            for p in range(length):
                if p < start:
                    rows[p] += rows9[p]
                elif p >= start + shift:
                    rows[p] += rows9[p - shift]
        else:  # 9-mer positions start..start-shift-1 get no residue: their mean contributes
            for p in range(length):
                rows[p] += rows9[p] if p < start else rows9[p - shift]
            constant += rows9[start : start - shift].mean(axis=1).sum()
    count = len(starts)
    return (rows / count).reshape(-1), b9 + constant / count


def auc(labels, scores):
    """Area under the ROC curve (Mann-Whitney, ties counted half)."""
    labels = np.asarray(labels, bool)
    order = np.argsort(scores, kind='mergesort')
    ranks = np.empty(len(scores))
    sorted_scores = np.asarray(scores)[order]
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and sorted_scores[j + 1] == sorted_scores[i]:
            j += 1
        ranks[order[i : j + 1]] = (i + j) / 2.0 + 1
        i = j + 1
    positives, negatives = labels.sum(), (~labels).sum()
    return float((ranks[labels].sum() - positives * (positives + 1) / 2) / (positives * negatives))


def cross_validate(x, y, rng, priors):
    """Chooses the ridge strength and prior with the lowest 5-fold validation error; returns them
    and the validation predictions made with them."""
    folds = rng.permutation(len(y)) % FOLDS
    best = None
    for prior_name, prior in priors.items():
        for strength in LAMBDAS:
            predicted = np.empty(len(y))
            for fold in range(FOLDS):
                train, test = folds != fold, folds == fold
                w, b = ridge(x[train], y[train], strength, prior)
                predicted[test] = x[test] @ w + b
            error = float(np.mean((predicted - y) ** 2))
            if best is None or error < best[1]:
                best = ((strength, prior_name), error, predicted)
    return best[0], best[2]


def background_peptides(length):
    """Every distinct window of the given length in the background proteins (standard residues
    only), as a (peptides x length) array of residue indices."""
    with open(os.path.join(PARAMS, 'background-proteins.fasta')) as handle:
        sequences = [line.strip() for line in handle if not line.startswith('>')]
    windows = {s[i : i + length] for s in sequences for i in range(len(s) - length + 1)}
    return np.array([[ALPHABET.index(r) for r in w] for w in sorted(windows) if set(w) <= set(ALPHABET)])


def fit(data, length, rng, nine_mer=None):
    """Ridge fit in y units with cross-validated choices: (w, b, strength, prior name, y, validation)."""
    sequences = [s for s, _ in data]
    y = np.clip(1 - np.array([m for _, m in data]) / LOG_MAX, 0, 1)
    x = one_hot(sequences, length)
    priors = {'none': None}
    if nine_mer is not None:
        priors['9-mer'] = length_prior(nine_mer[0], nine_mer[1], length)
    (strength, prior_name), validation = cross_validate(x, y, rng, priors)
    w, b = ridge(x, y, strength, priors[prior_name])
    return w, b, strength, prior_name, y, validation


def train_model(allele, length, data, rng, background, nine_mer):
    log10_ic50 = np.array([m for _, m in data])
    w, b, strength, prior_name, y, validation = fit(data, length, rng, nine_mer)
    # y = b + sum w  <=>  log10 IC50 = LOG_MAX (1 - b) - LOG_MAX sum w; ranks use the stored (rounded) numbers
    matrix = np.round(-LOG_MAX * w, 4).reshape(length, 20)
    offset = round(float(LOG_MAX * (1 - b)), 4)
    background_scores = offset + matrix[np.arange(length), background].sum(axis=1)
    binders = log10_ic50 <= np.log10(BINDER_NM)
    return {
        'y_weights': (w, b),
        'allele': allele,
        'length': length,
        'offset': offset,
        'matrix': matrix.tolist(),
        'rankValues': [round(float(v), 4) for v in np.percentile(background_scores, RANK_GRID)],
        'training': {
            'measurements': len(y),
            'binders': int(binders.sum()),
            'ridgeLambda': strength,
            'prior': prior_name,
            'validationAuc': round(auc(binders, validation), 4),
            'validationPearson': round(float(np.corrcoef(validation, y)[0, 1]), 4),
        },
    }


def main():
    rng = np.random.default_rng(SEED)
    sets = load_training()
    backgrounds = {}
    models, not_scored = [], []
    nine_mers = {}
    # 9-mers first: their matrices are the priors of the other lengths of the same allele.
    for (allele, length), data in sorted(sets.items(), key=lambda item: (item[0][1] != 9, item[0])):
        binders = sum(1 for _, m in data if m <= np.log10(BINDER_NM))
        least = MIN_DATA['with 9-mer prior' if length != 9 and allele in nine_mers else 'alone']
        if len(data) < least[0] or binders < least[1] or len(data) - binders < least[2]:
            not_scored.append({'allele': allele, 'length': length, 'measurements': len(data), 'binders': binders})
            continue
        if length not in backgrounds:
            backgrounds[length] = background_peptides(length)
        model = train_model(allele, length, data, rng, backgrounds[length], nine_mers.get(allele))
        y_weights = model.pop('y_weights')
        t = model['training']
        if t['validationAuc'] < MIN_VALIDATION_AUC:
            not_scored.append(
                {
                    'allele': allele,
                    'length': length,
                    'measurements': len(data),
                    'binders': binders,
                    'validationAuc': t['validationAuc'],
                }
            )
            continue
        models.append(model)
        if length == 9:
            nine_mers[allele] = y_weights
        print(
            '%-12s %2d  n=%5d binders=%5d lambda=%6g prior=%-5s validation AUC %.3f  r %.3f'
            % (
                allele,
                length,
                t['measurements'],
                t['binders'],
                t['ridgeLambda'],
                t['prior'],
                t['validationAuc'],
                t['validationPearson'],
            )
        )
    params = {
        'format': 'bench-epitope-matrices/1',
        'method': 'Ridge-regularised position matrix per allele and length (SMM-like), target 1 - log(IC50)/log(50000); '
        '8/10/11-mers optionally shrunk towards the 9-mer matrix (Lundegaard et al. 2008 length approximation); '
        'ridge strength and prior chosen by 5-fold cross-validation on the training data',
        'training': 'Kim et al. 2014 BD2009: IEDB MHC class I affinities measured up to 2009 (see training/DATA.md)',
        'licence': 'Parameters trained on IEDB data (CC BY 4.0); cite IEDB and Kim et al. 2014, BMC Bioinformatics 15:241',
        'alphabet': ALPHABET,
        'unit': 'log10(IC50 nM) = offset + sum over positions of matrix[position][residue]',
        'background': {
            'file': 'background-proteins.fasta',
            'peptides': {str(k): len(v) for k, v in sorted(backgrounds.items())},
        },
        'rankGrid': RANK_GRID,
        'models': sorted(models, key=lambda m: (m['allele'], m['length'])),
        'notScored': not_scored,
    }
    with open(os.path.join(PARAMS, 'epitope-matrices.json'), 'w') as out:
        json.dump(params, out, separators=(',', ':'))
    for entry in not_scored:
        print('not scored: %(allele)s %(length)d (%(measurements)d measurements, %(binders)d binders)' % entry)
    print('%d models written; %d (allele, length) sets without enough data' % (len(models), len(not_scored)))


if __name__ == '__main__':
    main()
