import type { PlatformEntityType } from '@bench/sdk/model';
import { actions } from './actions.ts';
import type { TypeSchemas } from './common.ts';
import { notifications, promotions, sessions } from './platform.ts';
import { freeLigands, poseCollections, poses, selectors, sequenceCollections, sequences } from './structures.ts';

/** The platform's types; plugins declare theirs in their `./server` entry (items/entities.ts). */
export const PLATFORM_SCHEMAS: Record<PlatformEntityType, TypeSchemas> = {
  sessions,
  promotions,
  notifications,
  pose_collections: poseCollections,
  poses,
  sequence_collections: sequenceCollections,
  sequences,
  selectors,
  free_ligands: freeLigands,
  actions,
};

export { SERVER_FIELDS, id, ids } from './common.ts';
export type { TypeSchemas } from './common.ts';
