"""The exported network format of params/epitope-network.json (train_nn.py): writing a trained torch
network, and reading it back in float64 numpy exactly as the TypeScript scorer
(src/predictor/network.ts) computes it, for the background ranks and the out-of-fold predictions."""

import base64

import numpy as np
import torch


def b64(array):
    return base64.b64encode(np.ascontiguousarray(array, dtype='<f4').tobytes()).decode('ascii')


def export(net, variable):
    """First layer folded into tables: slot x 21 residues x hidden (peptide) and variable position x 21 x hidden (allele)."""
    linear = [m for m in net.body if isinstance(m, torch.nn.Linear)]
    e = net.embed.weight.detach().numpy().astype(np.float64)
    w1 = linear[0].weight.detach().numpy().astype(np.float64)  # hidden x (slots*21)
    hidden = w1.shape[0]
    per_slot = w1.reshape(hidden, -1, 21)  # hidden x slot x feature
    tables = np.einsum('hsf,rf->srh', per_slot, e)  # slot x residue x hidden
    peptide_slots = len(tables) - len(variable)
    layers = [
        {
            'weights': b64(tables[:peptide_slots]),
            'alleleWeights': b64(tables[peptide_slots:]),
            'bias': b64(linear[0].bias.detach().numpy()),
            'size': hidden,
        }
    ]
    for layer in linear[1:]:
        layers.append(
            {
                'weights': b64(layer.weight.detach().numpy()),
                'bias': b64(layer.bias.detach().numpy()),
                'size': layer.weight.shape[0],
            }
        )
    return layers


def decode(text):
    return np.frombuffer(base64.b64decode(text), dtype='<f4').astype(np.float64)


def exported_peptide_part(layers, slots):
    """First-layer pre-activation from the peptide alone (float64, as the TypeScript scorer sums it)."""
    first = layers[0]
    pep = decode(first['weights']).reshape(-1, 21, first['size'])
    h = np.zeros((len(slots), first['size']))
    for s in range(len(pep)):
        h += pep[s][slots[:, s]]
    return h


def exported_y(layers, activation, allele_codes, peptide_part):
    """The exported network in float64 (what the TypeScript scorer computes): y for each peptide."""
    first = layers[0]
    alle = decode(first['alleleWeights']).reshape(-1, 21, first['size'])
    bias = decode(first['bias']) + alle[np.arange(len(allele_codes)), allele_codes].sum(axis=0)
    act = np.tanh if activation == 'tanh' else (lambda v: np.maximum(v, 0))
    h = act(bias + peptide_part)
    for index, layer in enumerate(layers[1:]):
        w = decode(layer['weights']).reshape(layer['size'], -1)
        h = h @ w.T + decode(layer['bias'])
        if index < len(layers) - 2:
            h = act(h)
    return 1 / (1 + np.exp(-h[:, 0]))


def ensemble_out_of_fold(networks, members, activation, codes_of, alleles, slots, folds):
    """y of each measurement: mean of the networks early-stopped on its fold (none trained on it)."""
    predicted = np.zeros(len(slots))
    for layers, member in zip(networks, members):
        rows = np.flatnonzero(folds == member['fold'])
        part = exported_peptide_part(layers, slots[rows])
        for allele in sorted(set(alleles[rows])):
            mine = alleles[rows] == allele
            predicted[rows[mine]] += exported_y(layers, activation, codes_of(allele), part[mine])
    per_fold = np.bincount([m['fold'] for m in members], minlength=folds.max() + 1)
    return predicted / per_fold[folds]
