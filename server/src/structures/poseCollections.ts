import type { Queryable } from '../db/types.ts';
import { newItem, type Actor, type Item } from '../items/build.ts';
import { insertItems } from '../items/repo.ts';
import { saveStructure } from './repo.ts';

/** One pose of a new collection: its fields and the structure text stored with it. */
export interface NewPose {
  fields: Record<string, unknown>;
  pdb: string;
}

/**
 * A pose collection of the session and its poses in order (numbered from 1), each with its
 * structure text, inside the caller's transaction; the fields given override the defaults.
 */
export async function storePoseCollection(
  tx: Queryable,
  actor: Actor,
  sessionId: string,
  collectionFields: Record<string, unknown>,
  poses: readonly NewPose[],
): Promise<{ collection: Item; poses: Item[] }> {
  const place = { sessionId };
  const collection = newItem(
    {
      type: null,
      is_raw: false,
      is_read: false,
      are_poses_indexed: true,
      comparing_collections: [],
      ipsae_columns: [],
      ...collectionFields,
    },
    actor,
    place,
  );
  const items = poses.map((pose, i) =>
    newItem(
      {
        score: null,
        rms: null,
        score_terms: {},
        is_selected: false,
        is_visible: true,
        ...pose.fields,
        index: i + 1,
        pose_collection_id: collection._id,
      },
      actor,
      place,
    ),
  );
  await insertItems(tx, 'pose_collections', [collection]);
  await insertItems(tx, 'poses', items);
  for (const [i, pose] of items.entries())
    await saveStructure(tx, { itemId: pose._id, sessionId, data: poses[i]!.pdb });
  return { collection, poses: items };
}
