import { createHash } from 'node:crypto';
import { DEFAULT_ACTION_SETTINGS, validationContext } from '@bench/action-kit';
import type { CostContext, SelectionSummary, ValidationContext } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';
import { getMany, queryItems } from '../items/repo.ts';

/** What an action's run reads from its session: source poses, selectors and free ligands. */
export interface SourceData {
  poses: Item[];
  /** requested pose ids that are not (or no longer) in the session */
  missingPoseIds: string[];
  selectors: Item[];
  freeLigands: Item[];
}

const active = { is_deleted: false, is_archived: false };

export async function loadSourceData(db: Queryable, action: Item): Promise<SourceData> {
  const sessionId = String(action.session_id);
  const input = (action.input ?? {}) as { pose_ids?: unknown };
  const poseIds = Array.isArray(input.pose_ids)
    ? input.pose_ids.filter((id): id is string => typeof id === 'string')
    : [];
  const scope = (type: 'poses' | 'selectors' | 'free_ligands') => ({ type, sessionId, ownerId: null });
  const poses = (await getMany(db, scope('poses'), poseIds)).filter((pose) => !pose.is_deleted);
  const found = new Set(poses.map((pose) => pose._id));
  const [selectors, freeLigands] = await Promise.all([
    // one rule with the browser (spec 1 §4): archived selectors are not offered, so they do not count
    queryItems(db, scope('selectors'), { query: active }),
    queryItems(db, scope('free_ligands'), { query: active }),
  ]);
  return {
    poses,
    missingPoseIds: poseIds.filter((id) => !found.has(id)),
    selectors: selectors.models,
    freeLigands: freeLigands.models,
  };
}

type ActionSettings = typeof DEFAULT_ACTION_SETTINGS;

/** The `settings` an action's validate and engine see: the result cap and the settings its model `reads`. */
export function actionSettings(maxResults: number, pluginValues: Readonly<Record<string, unknown>>): ActionSettings {
  return { ...DEFAULT_ACTION_SETTINGS, ...pluginValues, maxResults } as ActionSettings;
}

/** The context the plugin's `validate` gets, built by the same function the action form calls. */
export function jobValidationContext(data: SourceData, settings: ActionSettings): ValidationContext {
  return validationContext({
    selectors: data.selectors,
    sources: data.poses.map((pose) => ({ sequence: pose.sequence })),
    freeLigands: data.freeLigands,
    settings,
  });
}

/** What the plugin's `availability` rule sees: the stored source poses, as the browser summarises a selection. */
export function selectionOf(data: SourceData): SelectionSummary {
  return {
    structures: data.poses.map((pose) => ({
      id: pose._id,
      hasLigands: Boolean(pose.has_ligands),
      hasNucleicAcids: Boolean(pose.has_nucleic_acids),
      atomCount: typeof pose.atom_count === 'number' ? pose.atom_count : undefined,
      residueCount: typeof pose.residue_count === 'number' ? pose.residue_count : undefined,
    })),
  };
}

export function costContext(data: SourceData): CostContext {
  return {
    structureCount: data.poses.length,
    atomCounts: data.poses.map((pose) => Number(pose.atom_count ?? 0)),
    selectors: jobValidationContext(data, DEFAULT_ACTION_SETTINGS).selectors,
    sequences: data.poses.map((pose) => String(pose.sequence ?? '')),
  };
}

/** The same input always gets the same seed: a 31-bit number from the action id. */
export function seedOf(actionId: string): number {
  return createHash('sha256').update(actionId).digest().readUInt32BE(0) & 0x7fffffff;
}
