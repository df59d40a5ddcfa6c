import { statusJobSubject, type Item } from '@bench/sdk/backend';

/**
 * ThermoMPNN items (spec 2 §3–§4, spec 3 §7): INIT, then RUNNING when run, then COMPLETED with
 * `outputs` (results by position then letter, the original residues). A failed run can run again.
 */
export const thermoMpnnSubject = statusJobSubject({
  entity: 'thermo_mpnns',
  asAction: (item: Item, task: string): Item => {
    const inputs = (item.inputs ?? {}) as { pose_id?: string };
    return {
      ...item,
      input: { task, pose_ids: inputs.pose_id ? [inputs.pose_id] : [], collection_id: item.pose_collection_id ?? null },
    };
  },
  completed: (_item, outcome) => ({
    outputs: { results: outcome.grid?.values ?? {}, original_residues: outcome.grid?.originals ?? {} },
  }),
});
