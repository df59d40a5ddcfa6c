"""Restrained simulated annealing: Langevin dynamics cooling from 300 K to 50 K with harmonic
positional restraints on heavy atoms. The caller minimises the result without restraints.

A whole-structure relaxation runs `relax_steps` (a setting) with the system's own nonbonded choice.
A design's local refinement (LOCAL: the designed residues free, everything else restrained) runs a
fixed shorter schedule with a nonbonded cutoff, after a minimisation that only removes clashes: on
ubiquitin a step costs 29 ms without a cutoff and 14 ms with 1.2 nm (one thread), and the restrained
atoms move little either way, so a small design fits in two minutes (bench/design.bench.mjs)."""

import openmm
from minimize import minimize
from openmm import unit
from openmm.app import HBonds
from system import RESTRAINT_GROUP, build_system, make_context

TEMPERATURES = (300, 250, 200, 150, 100, 50)  # K
TIMESTEP = 2.0  # fs, with bonds to hydrogen constrained
FRICTION = 1.0  # 1/ps
RESTRAINT = 2.0  # kcal/mol/Å² on every restrained heavy atom
LOCAL_STEPS = 1000
LOCAL_CUTOFF_NM = 1.2
LOCAL_MIN_ITERATIONS = 500  # enough to remove clashes before dynamics; the caller minimises after


def schedule(settings, local):
    """(steps, cutoff in nm or None) of an anneal."""
    return (LOCAL_STEPS, LOCAL_CUTOFF_NM) if local else (settings['relax_steps'], None)


def before_anneal(topology, system, positions, settings, local):
    """Minimised positions to start dynamics from: freshly built hydrogens can clash hard enough to
    blow up dynamics. `system` is the structure's own; a local refinement only removes the clashes
    (its cutoff, LOCAL_MIN_ITERATIONS)."""
    if not local:
        return minimize(system, positions, settings)
    _, cutoff = schedule(settings, local)
    system = build_system(topology, settings, cutoff=cutoff * unit.nanometer)
    return minimize(system, positions, {**settings, 'max_iterations': LOCAL_MIN_ITERATIONS})


def anneal(topology, positions, settings, seed, free_residues=frozenset(), progress=lambda fraction: None, local=False):
    """Returns new positions. Start from minimised positions: freshly built hydrogens can clash
    hard enough to blow up dynamics. `free_residues` (residue indices) move without restraints:
    the designed positions of a flexible-backbone design, refined with the LOCAL schedule."""
    steps, cutoff = schedule(settings, local)
    system = build_system(
        topology, settings, constraints=HBonds, cutoff=None if cutoff is None else cutoff * unit.nanometer
    )
    restraint = openmm.CustomExternalForce('0.5*k*((x-x0)^2+(y-y0)^2+(z-z0)^2)')
    restraint.addGlobalParameter('k', RESTRAINT * 4.184 * 100)  # kJ/mol/nm²
    for name in ('x0', 'y0', 'z0'):
        restraint.addPerParticleParameter(name)
    for atom, xyz in zip(topology.atoms(), positions):
        if atom.element is not None and atom.element.symbol != 'H' and atom.residue.index not in free_residues:
            restraint.addParticle(atom.index, xyz.value_in_unit(unit.nanometer))
    restraint.setForceGroup(RESTRAINT_GROUP)
    system.addForce(restraint)

    integrator = openmm.LangevinMiddleIntegrator(
        TEMPERATURES[0] * unit.kelvin, FRICTION / unit.picosecond, TIMESTEP * unit.femtosecond
    )
    integrator.setRandomNumberSeed(seed)
    context = make_context(system, integrator, settings)
    context.setPositions(positions)
    context.setVelocitiesToTemperature(TEMPERATURES[0] * unit.kelvin, seed)
    per_stage = max(1, steps // len(TEMPERATURES))
    for stage, temperature in enumerate(TEMPERATURES):
        integrator.setTemperature(temperature * unit.kelvin)
        integrator.step(per_stage)
        progress((stage + 1) / len(TEMPERATURES))
    return context.getState(getPositions=True).getPositions()
