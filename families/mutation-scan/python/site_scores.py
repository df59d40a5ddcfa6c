"""A structure's per-site substitution scores from a ThermoMPNN-class head (thermo_head.py), for the scan
plugins' steps: ThermoMPNN's whole-structure scan and DDG's learned term. ΔΔG(wt -> mut) at a site is
scores[mut] - scores[wt] (kcal/mol, positive = destabilising)."""

import thermo_head as th
import torch
from errors import JobError


def readable_chains(path):
    """The protein chains of the PDB file at `path`, as (ids to read, id to report per read id). A blank chain
    identifier cannot be selected, so the file is rewritten with a free letter in its place (reported as ' ')."""
    try:
        chains = th.chain_ids(path)
    except Exception as error:  # ProDy raises plain exceptions on unreadable text
        raise JobError(f'The structure could not be read: {error}') from error
    if not chains:
        raise JobError('The structure has no protein residues to score.')
    names = {c: c for c in chains}
    if any(not c.strip() for c in chains):
        free = next(c for c in 'ZYXWVUTSRQPONMLKJIHGFEDCBA0123456789' if c not in chains)
        _relabel_blank_chain(path, free)
        chains = [c if c.strip() else free for c in chains]
        names = {c: ' ' if c == free else c for c in chains}
    return chains, names


def chain_sites(mpnn, head, path, chain):
    """Each residue of one chain (embedded alone, as in training) with its scores: dicts of resid, icode, wt
    ('X' when ProteinMPNN does not know the type), complete (backbone N, CA, C, O present) and scores (21)."""
    try:
        e = th.embed_chain(mpnn, path, chain)
    except Exception as error:
        raise JobError(f'Chain {chain} could not be read: {error}') from error
    with torch.no_grad():
        scores = head(e['features'], e['log_probs'])
    return [
        {'resid': int(n), 'icode': i, 'wt': wt, 'complete': bool(m), 'scores': scores[k]}
        for k, (n, i, wt, m) in enumerate(zip(e['resnums'], e['icodes'], e['wt'], e['mask']))
    ]


def change(site, mut):
    """ΔΔG of `mut` at a site (kcal/mol), or None when the site is not scored."""
    if site['wt'] == 'X' or not site['complete'] or mut not in th.ALPHABET[:20]:
        return None
    return float(site['scores'][th.ALPHABET.index(mut)] - site['scores'][th.ALPHABET.index(site['wt'])])


def _relabel_blank_chain(path, letter):
    with open(path) as handle:
        lines = handle.read().split('\n')
    for i, line in enumerate(lines):
        if line.startswith(('ATOM  ', 'HETATM', 'TER', 'ANISOU')) and len(line) > 21 and line[21] == ' ':
            lines[i] = line[:21] + letter + line[22:]
    with open(path, 'w') as handle:
        handle.write('\n'.join(lines))
