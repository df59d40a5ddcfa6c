/** The OpenMM step a new action or item job starts with: one file, engine/<task>.py. */
export const openmmStep = (
  label: string,
) => `"""${label}'s step: complete the structure for the force field, minimise in implicit solvent, score.
Combine the building blocks of libs/openmm/src/python/blocks.py to do more."""

from blocks import completed, force_field_record, relaxed_and_scored, result_pose


def run_item(pdb, item, settings, report):
    report(0, 'Completing the structure')
    topology, positions, notes = completed(pdb, item['seed'])
    positions, energy, terms = relaxed_and_scored(topology, positions, settings, item['seed'], report)
    return result_pose(item, topology, positions, energy, terms, notes)


def run_settings(settings):
    return force_field_record(settings)
`;
