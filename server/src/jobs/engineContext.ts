import { ALL_SELECTOR, allPositions } from '@bench/structure';
import type { EngineContext } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';
import { loadStructures } from '../structures/repo.ts';
import { loadSourceData, seedOf } from './sourceData.ts';

/** Everything an engine gets for one run of `action` (sdk `EngineContext`). */
export async function buildEngineContext(
  db: Queryable,
  action: Item,
  settings: EngineContext['settings'],
  run: Pick<EngineContext, 'progress' | 'signal' | 'workDir'>,
): Promise<EngineContext> {
  const sessionId = String(action.session_id);
  const data = await loadSourceData(db, action);
  if (data.missingPoseIds.length > 0) {
    throw new Error(`${data.missingPoseIds.length} source structure(s) of this action were removed from the session.`);
  }
  const structures = await loadStructures(
    db,
    sessionId,
    [...data.poses, ...data.freeLigands].map((item) => item._id),
  );
  const poses = data.poses.map((pose) => {
    const pdb = structures.get(pose._id);
    if (pdb === undefined)
      throw new Error(
        `The PDB data for pose ${pose.name} was lost. Please contact support and provide the following code: ${pose._id}`,
      );
    return {
      _id: pose._id,
      name: String(pose.name ?? ''),
      index: pose.index as number | undefined,
      sequence: String(pose.sequence ?? ''),
      pdb,
    };
  });
  const longest = poses.reduce((max, pose) => Math.max(max, pose.sequence.replace(/\//g, '').length), 0);
  const selectors: Record<string, number[]> = { [ALL_SELECTOR._id]: allPositions(longest) };
  for (const selector of data.selectors) selectors[selector._id] = (selector.positions as number[] | undefined) ?? [];
  const freeLigands: Record<string, { name: string; sdf: string }> = {};
  for (const ligand of data.freeLigands) {
    const sdf = structures.get(ligand._id) ?? (typeof ligand.sdf === 'string' ? ligand.sdf : undefined);
    if (sdf !== undefined) freeLigands[ligand._id] = { name: String(ligand.name ?? ''), sdf };
  }
  const input = action.input as EngineContext['action']['input'];
  return {
    action: { _id: action._id, name: String(action.name ?? ''), task_id: Number(action.task_id), input },
    poses,
    selectors,
    freeLigands,
    settings,
    seed: seedOf(action._id),
    ...run,
  };
}
