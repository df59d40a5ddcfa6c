import type { ActionModel, ValidationContext } from '@bench/sdk/model';
import type { ItemStore } from '@bench/sdk/backend';
import type { Queryable } from '../db/types.ts';
import { validation } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { loadJobItem, patchJobItem } from '../jobs/subjects/subjectRepo.ts';
import { loadStructures, saveStructure } from '../structures/repo.ts';
import { newItem, type Actor } from './build.ts';
import { deleteItems, getItem, insertItems } from './repo.ts';
import { nextTaskId } from './sessionsRepo.ts';

/** The plugin a store serves: it reads and writes only the types it declares and the platform types it writes. */
export interface StoreOwner {
  pluginId: string;
  types: ReadonlySet<string>;
}

/**
 * A plugin's items on `db` (the database or an open transaction), written as `actor`. A type the
 * plugin did not declare is a programming error of the plugin, refused before any statement runs.
 */
export function pluginItemStore(
  db: Queryable,
  owner: StoreOwner,
  actor: Actor,
  validationContext: (
    db: Queryable,
    job: Pick<ActionModel, 'reads'>,
    sessionId: string,
    poseIds: readonly unknown[],
  ) => Promise<ValidationContext>,
): ItemStore {
  const own = (type: string): string => {
    if (!owner.types.has(type))
      throw new Error(
        `Plugin '${owner.pluginId}' may not touch '${type}' items: it declares or writes ${[...owner.types].join(', ') || 'no types'}.`,
      );
    return type;
  };
  return {
    load: (type, id, options) => loadJobItem(db, own(type), id, options?.lock),
    patch: (type, id, fields, when) => patchJobItem(db, own(type), id, fields, when),
    async insert(type, sessionId, bodies) {
      const items = bodies.map((body) => newItem(body, actor, { sessionId }));
      await insertItems(db, own(type), items);
      return items;
    },
    async remove(type, sessionId, ids) {
      await deleteItems(db, { type: own(type), sessionId, ownerId: null }, [...ids]);
    },
    async saveStructure(type, item, { data, format }) {
      own(type);
      await saveStructure(db, { itemId: item._id, sessionId: String(item.session_id), data, format });
    },
    async structure(type, sessionId, id) {
      own(type);
      return (await loadStructures(db, sessionId, [id])).get(id) ?? null;
    },
    async sessionPose(sessionId, poseId) {
      const pose =
        typeof poseId === 'string' && ID_PATTERN.test(poseId)
          ? await getItem(db, { type: 'poses', sessionId, ownerId: null }, poseId)
          : null;
      if (!pose || pose.is_deleted) throw validation(`pose_id: no such structure in this session: ${String(poseId)}`);
      return pose;
    },
    nextTaskId: (sessionId, counter) => nextTaskId(db, sessionId, counter),
    validationContext: (job, sessionId, poseIds) => validationContext(db, job, sessionId, poseIds),
  };
}
