"""Not a job: scores given sequences with the sequence search's packer (packer.py) on a structure
completed as a design step completes it, so tests and benchmarks can compare designs with other
sequences on the same scale. Item args: the design args ({positions, keep}) and `sequences` (lists of
three-letter names, one per designable residue, in the order of `positions`)."""

from blocks import completed
from ost import io
from packer import SequencePacker
from prepare import write


def run_item(pdb, item, settings, report):
    args = item['args']
    topology, positions, _ = completed(pdb, item['seed'], hydrogens=False)
    entity = io.PDBStrToEntity(write(topology, positions), io.profiles['DEFAULT'], True)
    key = lambda e: (e['chain'], int(e['resid']), e.get('icode') or '')
    packer = SequencePacker(
        entity, {key(d): d['letters'] for d in args['positions']}, {key(k) for k in args.get('keep', [])}
    )
    energies = []
    for k, sequence in enumerate(args['sequences']):
        energies.append(packer.energy(sequence))
        report(k / len(args['sequences']), 'Scoring sequences')
    return {'name': item['name'], 'energies': energies}


def run_settings(settings):
    return {}
