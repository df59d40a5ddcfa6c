"""Restrained simulated annealing: Langevin dynamics cooling from 300 K to 50 K with harmonic
positional restraints on heavy atoms. The caller minimises the result without restraints.

Relax runs `relax_steps` (a setting) with the system's own nonbonded choice. A design's refinement
(DESIGN: Flex Design frees the designed residues, Relax Design restrains every heavy atom as Relax
does) runs a fixed shorter schedule with a nonbonded cutoff, after a minimisation that only removes
clashes: a step of haemoglobin's α chain costs 88 ms without a cutoff (one thread), so Relax's
schedule alone took 7.5 minutes a design; the restrained atoms move little either way, and a small
design fits in two minutes (bench/small-design.bench.mjs)."""

import openmm
from minimize import minimize
from openmm import unit
from openmm.app import HBonds
from system import RESTRAINT_GROUP, build_system, make_context

TEMPERATURES = (300, 250, 200, 150, 100, 50)  # K
TIMESTEP = 2.0  # fs, with bonds to hydrogen constrained
FRICTION = 1.0  # 1/ps
RESTRAINT = 2.0  # kcal/mol/Å² on every restrained heavy atom
DESIGN_STEPS = 1000
DESIGN_CUTOFF_NM = 1.2
DESIGN_MIN_ITERATIONS = 500  # enough to remove clashes before dynamics; the caller minimises after


def schedule(settings, design):
    """(steps, cutoff in nm or None) of an anneal."""
    return (DESIGN_STEPS, DESIGN_CUTOFF_NM) if design else (settings['relax_steps'], None)


def before_anneal(topology, system, positions, settings, design):
    """Minimised positions to start dynamics from: freshly built hydrogens can clash hard enough to
    blow up dynamics. `system` is the structure's own; a design's refinement only removes the clashes
    (its cutoff, DESIGN_MIN_ITERATIONS)."""
    if not design:
        return minimize(system, positions, settings)
    _, cutoff = schedule(settings, design)
    system = build_system(topology, settings, cutoff=cutoff * unit.nanometer)
    return minimize(system, positions, {**settings, 'max_iterations': DESIGN_MIN_ITERATIONS})


def anneal(
    topology, positions, settings, seed, free_residues=frozenset(), progress=lambda fraction: None, design=False
):
    """Returns new positions. Start from minimised positions: freshly built hydrogens can clash
    hard enough to blow up dynamics. `free_residues` (residue indices) move without restraints:
    the designed positions of a flexible-backbone design. `design`: the DESIGN schedule."""
    steps, cutoff = schedule(settings, design)
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
