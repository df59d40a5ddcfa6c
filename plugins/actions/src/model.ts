/** The action workspace's rules (spec 1 §2–§4, §8), pure: no React, no network. */
import type { MutationSource } from '@bench/action-kit';
import type { AnyActionContribution, ValidationIssue, ActionItem, BaseItem } from '@bench/sdk/model';
import { type StructureTree, treeResidues } from '@bench/structure';
import { ACTION_TAB_MESSAGES, SOURCE_PREVIEW_COUNT } from './messages.ts';

/** A pose as the action workspace reads it (the structure loader sets the flags and counts). */
export interface SourcePose extends BaseItem {
  name: string;
  pose_collection_id: string;
  sequence?: string;
  has_ligands?: boolean;
  has_nucleic_acids?: boolean;
  atom_count?: number;
  residue_count?: number;
  report?: { ligands?: { id: string; name: string }[] };
}

export interface PoseCollection extends BaseItem {
  name: string;
}

/** The action tab's title: the action name plus its task id. */
export function actionTitle(action: Pick<ActionItem, 'name' | 'task_id'>): string {
  return `${action.name} ${action.task_id}`;
}

export interface CreateActionBody {
  name: string;
  input: ActionItem['input'];
  score_function: string | null;
  results: [];
}

/** POST …/actions: the task's defaults, sent under its wire name, over the selected poses. */
export function createActionBody(
  action: Pick<AnyActionContribution, 'label' | 'task' | 'wireName' | 'defaults'>,
  poseIds: readonly string[],
  collectionId: string | null,
  scoreFunction: string | null,
): CreateActionBody {
  const input = {
    ...action.defaults(),
    task: action.wireName ?? action.task,
    pose_ids: [...poseIds],
    collection_id: collectionId,
  };
  return { name: action.label, input, score_function: scoreFunction, results: [] };
}

/** At most 5 names, then an ellipsis. */
export function sourcePreview(names: readonly string[]): string {
  const shown = names.slice(0, SOURCE_PREVIEW_COUNT).join(', ');
  return names.length > SOURCE_PREVIEW_COUNT ? `${shown}, …` : shown;
}

/**
 * The price line: before a run the cost rule's price; once run what was charged; after a cancel or
 * a failure the charge was refunded (the server refunds both), so the line says so.
 */
export function priceLine(
  action: Pick<ActionItem, 'status' | 'price'>,
  draftPrice: number,
): { label: 'Price' | 'Charged' | 'Refunded'; credits: number } {
  if (action.status === 'INIT' || typeof action.price !== 'number') return { label: 'Price', credits: draftPrice };
  return {
    label: action.status === 'CANCELLED' || action.status === 'FAILED' ? 'Refunded' : 'Charged',
    credits: action.price,
  };
}

/** What the tab says about results not there: coming after the run, or never (cancelled, failed). */
export function resultsPending(action: Pick<ActionItem, 'name' | 'task_id' | 'status'>): string {
  return action.status === 'CANCELLED' || action.status === 'FAILED'
    ? ACTION_TAB_MESSAGES.resultsNever(action.name, action.task_id, action.status)
    : ACTION_TAB_MESSAGES.resultsNotReady(action.name, action.task_id);
}

/** Editable only while INIT and Run has not been clicked (spec 1 §4). */
export function isEditable(status: ActionItem['status'], runClicked: boolean): boolean {
  return status === 'INIT' && !runClicked;
}

export interface RunState {
  hasData: boolean;
  saving: boolean;
  editable: boolean;
  /** the model's issues over the current input, the mutations table's among them */
  issues: readonly ValidationIssue[];
}

export function canRun(state: RunState): boolean {
  return state.hasData && !state.saving && state.editable && !state.issues.some((i) => i.severity === 'error');
}

export function canSave(state: RunState, changed: boolean): boolean {
  return canRun(state) && changed;
}

/** A billing failure (HTTP 422 with a known code) shows its message; any other 'There was an error running action …'. */
export function runErrorMessage(
  error: unknown,
  action: Pick<ActionItem, 'name' | 'task_id'>,
  billingMessage: (error: unknown) => string | null,
): string {
  return billingMessage(error) ?? ACTION_TAB_MESSAGES.run(action.name, action.task_id);
}

/** Structural equality of plain JSON values (local edits against the stored input). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * A source pose residue by residue for the mutations table: from its structure tree when it has
 * one (types, chains and residue numbers), otherwise the letters of its sequence as amino acids.
 */
export function mutationSource(pose: Pick<SourcePose, '_id' | 'sequence'>, tree?: StructureTree): MutationSource {
  if (tree)
    return {
      poseId: pose._id,
      residues: treeResidues(tree).map((r) => ({
        letter: r.letter,
        type: r.type,
        residue: `${r.chain || '?'}:${r.resi}${r.icode.trim()}`,
      })),
    };
  const letters = [...(pose.sequence ?? '').replace(/\//g, '')];
  return { poseId: pose._id, residues: letters.map((letter) => ({ letter, type: 'caa' as const })) };
}

/** The status a scientist reads: QUEUEING is displayed as RUNNING (spec 1 §4); `queued` says it still waits for a worker. */
export const shownStatus = (status: ActionItem['status']) => ({
  label: status === 'QUEUEING' ? 'RUNNING' : status,
  queued: status === 'QUEUEING',
});
