"""OpenMM minimisation of the rebuilt loop alone: the loop's atoms and every hydrogen move, every
other heavy atom is fixed (zero mass, which OpenMM's minimiser leaves in place), so the structure
outside the loop stays as it was."""

from minimize import minimize
from scoring import energy_terms
from system import build_system


def minimised_loop(topology, positions, settings, loop_ids):
    """(positions, energy, terms) after minimising; `loop_ids` {(chain, resid, icode)}."""
    system = build_system(topology, settings)
    for atom in topology.atoms():
        residue = atom.residue
        free = (residue.chain.id, int(residue.id), residue.insertionCode.strip()) in loop_ids or (
            atom.element is not None and atom.element.symbol == 'H'
        )
        if not free:
            system.setParticleMass(atom.index, 0)
    positions = minimize(system, positions, settings)
    energy, terms = energy_terms(system, topology, positions, settings)
    return positions, energy, terms
