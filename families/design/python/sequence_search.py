"""Sequence search by simulated annealing (Metropolis Monte Carlo) over exactly the allowed residue
types per designable position, each candidate scored by the fast packer (packer.py).

Schedule: N steps, N = clamp(STEPS_PER_POSITION × positions with a choice, MIN_STEPS, MAX_STEPS);
at step k the temperature is T0·(T1/T0)^(k/(N−1)) (geometric, T0 → T1, in the packer's energy
units); each step changes one position to another of its allowed types and is accepted when the
energy falls or with probability exp(−ΔE/T). The best sequence of the trajectory is returned.

With `backbone_moves` a step is, with probability BACKRUB_P (at most MAX_BACKRUBS of them), a
backrub instead (Davis et al. 2006): the atoms between Cα(i−1) and Cα(i+1) of a designable residue
i rotate rigidly about the Cα(i−1)–Cα(i+1) axis by up to ±BACKRUB_DEG (net at most
±BACKRUB_TOTAL_DEG per residue); the packer is rebuilt on
the moved backbone and the move is accepted by the same Metropolis criterion (a small
coupled-moves flavour: side chains and backbone of the designed site move together). The packer
scores side chains only, so the angle is kept small; the caller's minimisation relaxes the strain."""

import math
import random
import time

from ost import geom
from packer import SequencePacker

T0, T1 = 3.0, 0.3
STEPS_PER_POSITION = 200
MIN_STEPS, MAX_STEPS = 200, 8000
BACKRUB_P = 0.1
MAX_BACKRUBS = 100
BACKRUB_DEG = 10.0
BACKRUB_TOTAL_DEG = 20.0  # net rotation allowed at one residue
BACKRUB_ATOMS_BEFORE = {'C', 'O'}  # of residue i−1; all of residue i; N of residue i+1
BACKRUB_ATOMS_AFTER = {'N'}


def schedule(mutable_positions):
    """(steps, temperature(k)) for a search over `mutable_positions` positions."""
    steps = min(MAX_STEPS, max(MIN_STEPS, STEPS_PER_POSITION * mutable_positions)) if mutable_positions else 0
    return steps, lambda k: T0 * (T1 / T0) ** (k / max(1, steps - 1))


def describe(backbone_moves):
    text = (
        f'Sequence search: simulated annealing (Metropolis Monte Carlo), one position mutated per step, '
        f'{STEPS_PER_POSITION} steps per designable position with a choice (at least {MIN_STEPS}, at most {MAX_STEPS}), '
        f'temperature {T0:g} → {T1:g} (geometric), each candidate packed by ProMod3 (SCWRL4 energy, rigid rotamers, '
        f'residues within 8 Å Cβ–Cβ repacked, prevent-repacking residues kept); the best sequence of the trajectory '
        f'is modelled. design_start_energy and design_energy are that packing energy of the source and the designed sequence.'
    )
    if backbone_moves:
        text += (
            f' Backbone: with probability {BACKRUB_P:g} a step is instead a backrub of ±{BACKRUB_DEG:g}° at a designable '
            f'residue (at most {MAX_BACKRUBS}, net at most ±{BACKRUB_TOTAL_DEG:g}° per residue), accepted by the same criterion.'
        )
    return text


def anneal_sequence(
    entity, designable, keep, seed, backbone_moves=False, progress=lambda fraction: None, sequence_term=None
):
    """Searches the sequence of `entity` (an OST entity, heavy atoms; changed in place by accepted
    backbone moves). `designable`: {(chain, resid, icode): [three-letter names]}; `keep`: keys
    never repacked; `sequence_term`: None, or (weight, {key: {three-letter name: −ln p}}) added to
    the packing energy (sequence_prior.py). Returns a dict: sequence (per designable key),
    start_energy (the source sequence) and energy (the best) — each the searched sum, of which
    start_term and term are the sequence term's part —, steps, accepted, backrubs (accepted), seconds."""
    started = time.monotonic()
    rng = random.Random(seed)
    packer = SequencePacker(entity, designable, keep)
    term = _term(designable, sequence_term)

    def score(packer, sequence):
        return packer.energy(sequence) + term(sequence)

    source = packer.source_sequence()
    start_energy = score(packer, source)
    mutable = [k for k, letters in enumerate(packer.letters) if len(letters) > 1]
    steps, temperature = schedule(len(mutable))
    current = [rng.choice(letters) for letters in packer.letters]
    energy = score(packer, current)
    snapshot = (lambda: _backbone(packer)) if backbone_moves else (lambda: None)
    best, best_energy, best_backbone = list(current), energy, snapshot()
    accepted = backrubs = tried_backrubs = 0
    rotated = [0.0] * len(packer.positions)
    for step in range(steps):
        t = temperature(step)
        if backbone_moves and tried_backrubs < MAX_BACKRUBS and rng.random() < BACKRUB_P:
            tried_backrubs += 1
            k, degrees = rng.randrange(len(packer.positions)), rng.uniform(-BACKRUB_DEG, BACKRUB_DEG)
            moved = None if abs(rotated[k] + degrees) > BACKRUB_TOTAL_DEG else _backrub(packer, k, degrees)
            if moved is None:
                continue
            trial = SequencePacker(entity, designable, keep)
            new = score(trial, current)
            if _accept(new - energy, t, rng):
                packer, energy, accepted, backrubs = trial, new, accepted + 1, backrubs + 1
                rotated[k] += degrees
            else:
                _restore(packer, moved)
        else:
            k = rng.choice(mutable)
            trial = list(current)
            trial[k] = rng.choice([n for n in packer.letters[k] if n != current[k]])
            new = score(packer, trial)
            if _accept(new - energy, t, rng):
                current, energy, accepted = trial, new, accepted + 1
        if energy < best_energy:
            best, best_energy, best_backbone = list(current), energy, snapshot()
        if step % 50 == 0:
            progress(step / steps)
    if best_backbone is not None:
        _restore(packer, best_backbone)
    keys = list(designable)
    return {
        'sequence': dict(zip(keys, best)),
        'start_energy': start_energy,
        'energy': best_energy,
        'start_term': term(source),
        'term': term(best),
        'steps': steps,
        'accepted': accepted,
        'backrubs': backrubs,
        'seconds': time.monotonic() - started,
    }


def _term(designable, sequence_term):
    """The sequence term of a sequence (a sum over positions), or 0 without one."""
    weight, table = sequence_term or (0.0, {})
    if not weight:
        return lambda sequence: 0.0
    rows = [table[key] for key in designable]
    return lambda sequence: weight * sum(row[name] for row, name in zip(rows, sequence))


def _accept(delta, temperature, rng):
    return delta <= 0 or rng.random() < math.exp(-delta / temperature)


def _backrub(packer, k, degrees):
    """Rotates the atoms between Cα(i−1) and Cα(i+1) of the k-th designable residue; returns their
    old positions (to restore), or None when the residue has no neighbour on both sides in its chain."""
    i = packer.positions[k]
    if i == 0 or i + 1 >= len(packer.residues):
        return None
    before, here, after = packer.residues[i - 1], packer.residues[i], packer.residues[i + 1]
    if not (before.chain == here.chain == after.chain):
        return None
    start, end = before.FindAtom('CA').GetPos(), after.FindAtom('CA').GetPos()
    rotation = geom.AxisRotation(geom.Normalize(end - start), math.radians(degrees))
    atoms = (
        [a for a in before.atoms if a.name in BACKRUB_ATOMS_BEFORE]
        + list(here.atoms)
        + [a for a in after.atoms if a.name in BACKRUB_ATOMS_AFTER]
    )
    old = [(a, a.GetPos()) for a in atoms]
    editor = packer.entity.EditXCS()
    for atom, position in old:
        editor.SetAtomPos(atom, rotation * (position - start) + start)
    return old


def _restore(packer, old):
    editor = packer.entity.EditXCS()
    for atom, position in old:
        editor.SetAtomPos(atom, position)


def _backbone(packer):
    return [(a, a.GetPos()) for r in packer.residues for a in r.atoms]
