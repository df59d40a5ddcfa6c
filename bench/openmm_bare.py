"""The benchmark's baseline: Prepare, Minimize and Relax done directly with PDBFixer and OpenMM,
the same methods and settings as the engine (libs/openmm/src) without its worker, scoring and
result handling. Reads {pdb, iterations, steps, threads, prepare_only} as JSON on stdin; prints seconds per
step (prepare_only: Prepare alone, for a structure whose molecular mechanics the engine refuses)."""

import io
import json
import os
import sys
import time

import openmm
from openmm import unit
from openmm.app import CutoffNonPeriodic, ForceField, HBonds, NoCutoff
from pdbfixer import PDBFixer

# the engine's rule: missing stretches longer than this stay open (libs/openmm/src/python/prepare.py)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'libs', 'openmm', 'src', 'python'))
from prepare import MAX_BUILT_GAP  # noqa: E402

request = json.load(sys.stdin)
platform = openmm.Platform.getPlatformByName('CPU')
properties = {'Threads': str(request['threads'])}
forcefield = ForceField('amber99sbildn.xml', 'amber99_obc.xml')

t0 = time.perf_counter()
fixer = PDBFixer(pdbfile=io.StringIO(request['pdb']))
fixer.findMissingResidues()
lengths = [len(list(c.residues())) for c in fixer.topology.chains()]
fixer.missingResidues = {
    k: v for k, v in fixer.missingResidues.items() if 0 < k[1] < lengths[k[0]] and len(v) <= MAX_BUILT_GAP
}
fixer.findNonstandardResidues()
fixer.replaceNonstandardResidues()
fixer.removeHeterogens(keepWater=False)
fixer.findMissingAtoms()
fixer.addMissingAtoms()
fixer.addMissingHydrogens(7.0)
topology, positions = fixer.topology, fixer.positions
t1 = time.perf_counter()
if request.get('prepare_only'):
    print(
        json.dumps({'atoms': topology.getNumAtoms(), 'prepare': t1 - t0, 'minimize': None, 'relax': None, 'md': None})
    )
    sys.exit(0)

method = NoCutoff if topology.getNumAtoms() <= 3000 else CutoffNonPeriodic


def minimized(system, start):
    context = openmm.Context(system, openmm.VerletIntegrator(0.001), platform, properties)
    context.setPositions(start)
    openmm.LocalEnergyMinimizer.minimize(context, 10.0, request['iterations'])
    return context.getState(getPositions=True).getPositions()


system = forcefield.createSystem(topology, nonbondedMethod=method, nonbondedCutoff=1.6 * unit.nanometer)
minimized(system, positions)
t2 = time.perf_counter()

system = forcefield.createSystem(topology, nonbondedMethod=method, nonbondedCutoff=1.6 * unit.nanometer)
start = minimized(system, positions)
restrained = forcefield.createSystem(
    topology, nonbondedMethod=method, nonbondedCutoff=1.6 * unit.nanometer, constraints=HBonds
)
restraint = openmm.CustomExternalForce('0.5*k*((x-x0)^2+(y-y0)^2+(z-z0)^2)')
restraint.addGlobalParameter('k', 2.0 * 418.4)
for name in ('x0', 'y0', 'z0'):
    restraint.addPerParticleParameter(name)
for atom, xyz in zip(topology.atoms(), start):
    if atom.element.symbol != 'H':
        restraint.addParticle(atom.index, xyz.value_in_unit(unit.nanometer))
restrained.addForce(restraint)
integrator = openmm.LangevinMiddleIntegrator(300 * unit.kelvin, 1 / unit.picosecond, 2 * unit.femtosecond)
context = openmm.Context(restrained, integrator, platform, properties)
context.setPositions(start)
context.setVelocitiesToTemperature(300 * unit.kelvin, 1)
md0 = time.perf_counter()
for temperature in (300, 250, 200, 150, 100, 50):
    integrator.setTemperature(temperature * unit.kelvin)
    integrator.step(request['steps'] // 6)
md1 = time.perf_counter()
minimized(system, context.getState(getPositions=True).getPositions())
t3 = time.perf_counter()

print(
    json.dumps(
        {'atoms': topology.getNumAtoms(), 'prepare': t1 - t0, 'minimize': t2 - t1, 'relax': t3 - t2, 'md': md1 - md0}
    )
)
