"""Energy terms of a pose in kcal/mol (README.md: 'Scores'), and a DSSP hydrogen-bond estimate."""

import copy

import numpy as np
import openmm
from openmm import unit
from system import FORCE_FIELD_GROUPS, GROUPS, make_context

KCAL = unit.kilocalorie_per_mole
# DSSP (Kabsch & Sander 1983): partial charges 0.42e (C=O) and 0.20e (N–H), f = 332 Å·kcal/mol.
DSSP_Q = 0.084 * 332
DSSP_CUTOFF = -0.5
DSSP_FLOOR = -9.9


def _energy(context, groups):
    return context.getState(getEnergy=True, groups=set(groups)).getPotentialEnergy().value_in_unit(KCAL)


def energy_terms(system, topology, positions, settings):
    """Total force-field energy and its terms. Lennard-Jones and Coulomb share OpenMM's
    NonbondedForce; LJ is that force's energy in a copy of the system with every charge zeroed,
    Coulomb the rest."""
    context = make_context(system, openmm.VerletIntegrator(0.001), settings)
    context.setPositions(positions)
    terms = {name: _energy(context, [group]) for name, group in GROUPS.items()}
    total = _energy(context, FORCE_FIELD_GROUPS)
    lennard_jones = _lennard_jones(system, positions, settings)
    nonbonded = terms.pop('nonbonded')
    terms['lennard_jones'] = lennard_jones
    terms['coulomb'] = nonbonded - lennard_jones
    hbond, count = dssp_hbonds(topology, positions)
    return total, {
        **{f'mm_{k}': round(v, 4) for k, v in terms.items()},
        'dssp_hbond': round(hbond, 4),
        'dssp_hbond_count': count,
    }


def _lennard_jones(system, positions, settings):
    uncharged = copy.deepcopy(system)
    for force in uncharged.getForces():
        if isinstance(force, openmm.NonbondedForce):
            for i in range(force.getNumParticles()):
                _, sigma, epsilon = force.getParticleParameters(i)
                force.setParticleParameters(i, 0, sigma, epsilon)
            for i in range(force.getNumExceptions()):
                a, b, _, sigma, epsilon = force.getExceptionParameters(i)
                force.setExceptionParameters(i, a, b, 0, sigma, epsilon)
    context = make_context(uncharged, openmm.VerletIntegrator(0.001), settings)
    context.setPositions(positions)
    return _energy(context, [GROUPS['nonbonded']])


def dssp_hbonds(topology, positions):
    """DSSP's electrostatic backbone H-bond energy E = q1·q2·f·(1/rON + 1/rCH − 1/rOH − 1/rCN),
    summed over N–H···O=C pairs with E < −0.5 kcal/mol (pairs within one residue and to the
    preceding residue are skipped, as DSSP does). Returns (energy in kcal/mol, count)."""
    xyz = np.asarray(positions.value_in_unit(unit.angstrom))
    donors, acceptors = [], []
    for residue in topology.residues():
        atoms = {a.name: a.index for a in residue.atoms()}
        if 'N' in atoms and 'H' in atoms:
            donors.append((residue.chain.index, residue.index, atoms['N'], atoms['H']))
        if 'C' in atoms and 'O' in atoms:
            acceptors.append((residue.chain.index, residue.index, atoms['C'], atoms['O']))
    if not donors or not acceptors:
        return 0.0, 0
    d, a = np.array(donors), np.array(acceptors)
    n, h, c, o = xyz[d[:, 2]], xyz[d[:, 3]], xyz[a[:, 2]], xyz[a[:, 3]]
    dist = lambda p, q: np.linalg.norm(p[:, None, :] - q[None, :, :], axis=2)
    energy = np.maximum(DSSP_Q * (1 / dist(n, o) + 1 / dist(h, c) - 1 / dist(h, o) - 1 / dist(n, c)), DSSP_FLOOR)
    step = d[:, None, 1] - a[None, :, 1]
    skipped = (d[:, None, 0] == a[None, :, 0]) & ((step == 0) | (step == 1))
    bonded = (energy < DSSP_CUTOFF) & ~skipped
    return float(energy[bonded].sum()), int(bonded.sum())
