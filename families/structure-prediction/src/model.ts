/**
 * Structure predictions (spec 2 §2.8, §3, §4, §8, spec 3 §7–§9), whichever method made them: the
 * item and group shapes, statuses, sorting and messages. Pure: no React, no network. Each prediction
 * type is run by the model whose task is the type with '_' for '-'; the family's plugins ship them.
 */
import { cleanSequence, type AntibodyChain } from './sequenceRules.ts';
import type { LIGANDS_FROM_TEMPLATE } from './entities.ts';

export type PredictionStatus = 'created' | 'submitted' | 'running' | 'completed' | 'failed';
/** spec 2 §4: the list's status filters, all on by default; the counts also include created */
export const STATUS_FILTERS = ['running', 'completed', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface Alignment {
  query_aln_seq: string;
  query_start: number;
  target_tag: string;
  target_aln_seq: string;
  target_start: number;
  p_correct: number;
  /** what the template table shows; absent on alignments stored before they were recorded */
  source?: string;
  /** BLAST percent identity over the aligned columns */
  identity?: number;
  /** fraction of the target aligned to the template */
  coverage?: number;
  evalue?: number;
  /** Å; null when the template's header does not state it */
  resolution?: number | null;
  /** the ranking score (identity × coverage less a resolution penalty; homology-modelling README) */
  score?: number | null;
}

export interface StructurePrediction {
  _id: string;
  name: string;
  type: string;
  status: PredictionStatus;
  /** the job's state; `status` is what the spec shows of it */
  job_status?: 'INIT' | 'QUEUEING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
  updated_timestamp: string;
  collection_id: string | null;
  group_id: string | null;
  single_chain_hm_template_ids: string[];
  single_chain_hm_ligands_id: typeof LIGANDS_FROM_TEMPLATE | null;
  errors_and_warnings: Record<string, unknown>;
  input: { sequence?: string; [field: string]: unknown };
  alignments: Alignment[];
  error_message?: string | null;
  progress?: { step: string; percent: number } | null;
  engine?: string | null;
  method?: Record<string, unknown> | null;
  notes?: string[];
  price?: number | null;
}

export interface PredictionGroup {
  _id: string;
  name: string;
  type: string;
  member_ids: string[];
  submitted: boolean;
}

export const SINGLE_CHAIN_HM = { type: 'single-chain-hm', task: 'single_chain_hm', label: 'Single-Chain HM' } as const;
/** The full-length antibody type, whose engine stores its templates' alignments as Single-Chain HM's does. */
export const FULL_LENGTH_ANTIBODY_HM_TYPE = 'full-length-antibody-hm';

export const MESSAGES = {
  update: 'Error updating structure prediction.',
  submit: 'Something went wrong while submitting a structure prediction.',
  submitHm: 'Something went wrong while submitting Single-Chain HM.',
  alignments: 'Error downloading alignments.',
  createGroup: 'Failed to create Single-Chain HM group',
  fetch: 'Something went wrong while fetching structure predictions.',
  archive: 'Something went wrong while archiving a structure prediction.',
  delete: 'Something went wrong while deleting a structure prediction.',
  cancel: 'Something went wrong while cancelling a structure prediction.',
  cancelled: 'The run was cancelled and its credits returned.',
} as const;

/**
 * The message a scientist sees when creating or updating fails (spec 3 §8): a message containing
 * 'Input sequence length' as it is, a 422's own message, otherwise the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  const status = (error as { status?: number } | null)?.status;
  if (message.includes('Input sequence length') || status === 422) return message;
  return fallback;
}

/** spec 2 §4: sort by a key; the same key while ascending flips to descending, otherwise ascending. */
export interface SortState {
  key: 'name' | 'type' | 'status' | 'updated_timestamp';
  descending: boolean;
}
export const DEFAULT_SORT: SortState = { key: 'updated_timestamp', descending: true };

export function nextSort(current: SortState, key: SortState['key']): SortState {
  return current.key === key && !current.descending ? { key, descending: true } : { key, descending: false };
}

export function sortPredictions<P extends Pick<StructurePrediction, SortState['key']>>(
  rows: readonly P[],
  sort: SortState,
): P[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * String(a[sort.key] ?? '').localeCompare(String(b[sort.key] ?? '')));
}

/** Shown rows: a status filter that is off hides its rows; created and submitted show with running. */
export function filterPredictions<P extends Pick<StructurePrediction, 'status'>>(
  rows: readonly P[],
  on: ReadonlySet<StatusFilter>,
): P[] {
  return rows.filter((row) => on.has(filterOf(row.status)));
}

/** The status a person reads: the spec's, saying so when a failed run was the person's own cancel. */
export const shownStatus = (p: Pick<StructurePrediction, 'status' | 'job_status'>): string =>
  p.job_status === 'CANCELLED' ? 'failed (cancelled)' : p.status;

/** A queued or running prediction, which its tab offers to cancel. */
export const cancellable = (p: Pick<StructurePrediction, 'status'>) =>
  p.status === 'submitted' || p.status === 'running';

export function filterOf(status: PredictionStatus): StatusFilter {
  return status === 'completed' || status === 'failed' ? status : 'running';
}

/** Counts per filter; created and submitted predictions count as running (spec 2 §4: counts include created). */
export function statusCounts(rows: readonly Pick<StructurePrediction, 'status'>[]): Record<StatusFilter, number> {
  const counts = { running: 0, completed: 0, failed: 0 };
  for (const row of rows) counts[filterOf(row.status)] += 1;
  return counts;
}

/** spec 2 §4: created while not submitted; once submitted, failed wins, then running, else completed. */
export function groupStatus(
  group: Pick<PredictionGroup, 'submitted'>,
  members: readonly Pick<StructurePrediction, 'status'>[],
): PredictionStatus {
  if (!group.submitted) return 'created';
  if (members.some((m) => m.status === 'failed')) return 'failed';
  if (members.some((m) => m.status === 'running' || m.status === 'submitted' || m.status === 'created'))
    return 'running';
  return 'completed';
}

/** spec 2 §4: 'Single-Chain HM N', N one more than the groups of that type. */
export function newGroupName(groups: readonly Pick<PredictionGroup, 'type'>[]): string {
  return `Single-Chain HM ${groups.filter((g) => g.type === SINGLE_CHAIN_HM.type).length + 1}`;
}

export const alignmentsFileName = (name: string) => `${name}-alignments.json`;

/** The prediction types whose engines store template alignments (downloadable, spec 3 §7). */
export const ALIGNED_TYPES: readonly string[] = [SINGLE_CHAIN_HM.type, FULL_LENGTH_ANTIBODY_HM_TYPE];

/**
 * Which chain of an antibody input an alignment's target side is from ('heavy' / 'light'; null
 * when the input has no chains or neither holds it): the aligned stretch without gaps is in it.
 */
export function alignedChain(
  alignment: { query_aln_seq: string },
  input: Record<string, unknown>,
): AntibodyChain | null {
  const stretch = alignment.query_aln_seq.replaceAll('-', '');
  const holds = (chain: unknown) => typeof chain === 'string' && cleanSequence(chain).includes(stretch);
  if (holds(input.heavy)) return 'heavy';
  return holds(input.light) ? 'light' : null;
}
