"""Local energy minimisation (L-BFGS) with an iteration cap."""

import openmm
from system import make_context

# OpenMM's convergence criterion (kJ/mol/nm, root-mean-square force); its own default.
TOLERANCE = 10.0


def minimize(system, positions, settings):
    context = make_context(system, openmm.VerletIntegrator(0.001), settings)
    context.setPositions(positions)
    openmm.LocalEnergyMinimizer.minimize(context, TOLERANCE, settings['max_iterations'])
    return context.getState(getPositions=True).getPositions()
