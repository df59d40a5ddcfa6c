"""A step of the engine tests: the force-field energy of a structure as it is (no minimisation)."""

from blocks import completed, force_field_record, result_pose, scored


def run_item(pdb, item, settings, report):
    topology, positions, notes = completed(pdb, item['seed'])
    energy, terms = scored(topology, positions, settings)
    return result_pose(item, topology, positions, energy, terms, notes)


def run_settings(settings):
    return force_field_record(settings)
