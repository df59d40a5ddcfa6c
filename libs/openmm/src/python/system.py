"""The force field, the OpenMM System with one force group per reported term, and contexts."""

import functools

import openmm
from errors import JobError
from openmm import unit
from openmm.app import CutoffNonPeriodic, ForceField, NoCutoff

FORCE_FIELDS = {
    'amber99sbildn': (('amber99sbildn.xml', 'amber99_obc.xml'), 'OBC (amber99_obc.xml)'),
    'amber14': (('amber14-all.xml', 'implicit/obc2.xml'), 'OBC2 (implicit/obc2.xml)'),
}
# Above this many atoms the O(N²) no-cutoff nonbonded sum dominates; a cutoff keeps jobs bounded.
CUTOFF_ATOMS = 3000
CUTOFF = 1.6 * unit.nanometer

GROUPS = {'bond': 0, 'angle': 1, 'sidechain_torsion': 2, 'backbone_torsion': 3, 'nonbonded': 4, 'solvation': 5}
RESTRAINT_GROUP = 6
OTHER_GROUP = 7
# Every group but the restraints: the force field's own energy.
FORCE_FIELD_GROUPS = {g for g in range(8) if g != RESTRAINT_GROUP}
BACKBONE = {'N', 'CA', 'C', 'O', 'OXT', 'H', 'H1', 'H2', 'H3', 'HA', 'HA2', 'HA3'}

GROUP_OF = {
    openmm.HarmonicBondForce: GROUPS['bond'],
    openmm.HarmonicAngleForce: GROUPS['angle'],
    openmm.PeriodicTorsionForce: GROUPS['sidechain_torsion'],
    openmm.NonbondedForce: GROUPS['nonbonded'],
    openmm.GBSAOBCForce: GROUPS['solvation'],
    openmm.CustomGBForce: GROUPS['solvation'],
}


def nonbonded_method(topology):
    return NoCutoff if topology.getNumAtoms() <= CUTOFF_ATOMS else CutoffNonPeriodic


@functools.lru_cache(maxsize=None)
def force_field(name):
    return ForceField(*FORCE_FIELDS[name][0])


def build_system(topology, settings, constraints=None, cutoff=None):
    """The System of `topology`; `cutoff` (a length) forces a non-periodic cutoff whatever the size."""
    method = CutoffNonPeriodic if cutoff is not None else nonbonded_method(topology)
    try:
        system = force_field(settings['force_field']).createSystem(
            topology, nonbondedMethod=method, nonbondedCutoff=cutoff or CUTOFF, constraints=constraints
        )
    except ValueError as error:
        raise JobError(
            f'The structure has a residue the force field ({settings["force_field"]}) cannot parameterise — a ligand bonded to the chain, an unknown residue or a chain break inside a residue: {error}'
        ) from error
    for force in system.getForces():
        force.setForceGroup(GROUP_OF.get(type(force), OTHER_GROUP))
    split_backbone_torsions(system, topology)
    return system


def split_backbone_torsions(system, topology):
    """Moves torsions whose four atoms are all protein-backbone atoms into their own force (group
    backbone_torsion); the rest stay as side-chain torsions. The total energy does not change."""
    names = [a.name for a in topology.atoms()]
    backbone = openmm.PeriodicTorsionForce()
    backbone.setForceGroup(GROUPS['backbone_torsion'])
    for force in [f for f in system.getForces() if isinstance(f, openmm.PeriodicTorsionForce)]:
        for i in range(force.getNumTorsions()):
            *atoms, periodicity, phase, k = force.getTorsionParameters(i)
            if all(names[a] in BACKBONE for a in atoms):
                backbone.addTorsion(*atoms, periodicity, phase, k)
                force.setTorsionParameters(i, *atoms, periodicity, phase, 0)
    system.addForce(backbone)


def platform_of(settings):
    return openmm.Platform.getPlatformByName(settings['platform'])


def make_context(system, integrator, settings):
    platform = platform_of(settings)
    properties = {'Threads': str(settings['threads'])} if platform.getName() == 'CPU' else {}
    return openmm.Context(system, integrator, platform, properties)


def solvent_model(settings):
    return FORCE_FIELDS[settings['force_field']][1]
