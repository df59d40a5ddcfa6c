"""How the sequence term's default weight (BENCH_DESIGN_SEQUENCE_WEIGHT) was chosen: the sequence search
alone (sequence_search.py, as a Design job runs it: every residue designable with all 20 types,
seed 7) on the deposited chain A of the fitting set, whose proteins share no homologue with the
recovery benchmark's test set (bench/design-recovery.bench.mjs). Prints each protein's and the mean
native recovery per weight, then the rule's choice, fixed before the test set ran: the smallest
weight of the grid whose mean recovery reaches the issue's 35 %, so that the packing energy keeps as
much say as the goal allows.

Run from the repository root: .venv/bin/python families/design/scripts/fit_sequence_weight.py"""

import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..')
sys.path[:0] = [
    os.path.join(ROOT, 'libs', 'openmm', 'src', 'python'),
    os.path.join(ROOT, 'families', 'design', 'python'),
]

import sequence_prior  # noqa: E402
from ost import io  # noqa: E402
from residue_codes import ONE_LETTER  # noqa: E402
from sequence_search import anneal_sequence  # noqa: E402

FITTING_SET = ('1crn', '1orc', '1a8o')
GRID = (0, 0.5, 1, 2, 4, 8)
GOAL = 0.35
SEED = 7
FIXTURES = os.path.join(ROOT, '..', 'shared', 'fixtures', 'pdb')


def chain_a(name):
    """Chain A of the first model, protein atoms, first alternate location."""
    with open(os.path.join(FIXTURES, f'{name}.pdb')) as source:
        text = source.read().split('ENDMDL')[0]
    lines = [line for line in text.split('\n') if line.startswith('ATOM') and line[21] == 'A' and line[16] in ' A']
    return '\n'.join(lines) + '\nEND\n'


def recovery(pdb, weight):
    entity = io.PDBStrToEntity(pdb, io.profiles['DEFAULT'], True)
    residues = [r for r in entity.residues if r.name in ONE_LETTER]
    keys = [(r.chain.name, r.number.num, '') for r in residues]
    design = {key: list(ONE_LETTER) for key in keys}
    term = (weight, sequence_prior.negative_log_probs(pdb, design)) if weight else None
    found = anneal_sequence(entity, design, set(), SEED, sequence_term=term)['sequence']
    return sum(found[key] == r.name for key, r in zip(keys, residues)) / len(keys)


def main():
    means = {}
    for weight in GRID:
        values = [recovery(chain_a(name), weight) for name in FITTING_SET]
        means[weight] = sum(values) / len(values)
        shown = ', '.join(f'{name} {100 * v:.1f} %' for name, v in zip(FITTING_SET, values))
        print(f'w = {weight:g}: mean {100 * means[weight]:.1f} % ({shown})', flush=True)
    chosen = next((w for w in GRID if means[w] >= GOAL), None)
    print(f'smallest weight reaching {100 * GOAL:.0f} %: {chosen}')


if __name__ == '__main__':
    main()
