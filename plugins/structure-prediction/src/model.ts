/**
 * Structure predictions (spec 2 §2.8, §3, §4, §8, spec 3 §7–§9). Pure: no React, no network. Each
 * prediction type is run by the model whose task is the type with '_' for '-'; this plugin ships
 * single-chain homology modelling, AI folding and the two antibody families (antibodyModels.ts).
 */
import { parseFasta } from '@bench/structure';
import type { ActionModel, ValidationIssue } from '@bench/sdk/model';
import { FULL_LENGTH_ANTIBODY_HM, antibodyHmModel, fullLengthAntibodyHmModel } from './antibodyModels.ts';
import { ENTITY, type LIGANDS_FROM_TEMPLATE } from './entities.ts';
import { FEATURE } from './features.ts';
import { sequenceIssues, splitChains } from './sequenceRules.ts';

export { features } from './features.ts';

export { ENTITY, GROUP_ENTITY, LIGANDS_FROM_TEMPLATE } from './entities.ts';
export { SEQUENCE_LENGTH, chainIssues, cleanSequence, sequenceIssues, type AntibodyChain } from './sequenceRules.ts';
export {
  ANTIBODY_HM,
  ANTIBODY_HM_CREDITS,
  FULL_LENGTH_ANTIBODY_HM,
  alignedChain,
  antibodyHmModel,
  antibodyIssues,
  antibodyModel,
  fullLengthAntibodyHmModel,
  type AntibodyFamily,
  type AntibodyHmInput,
} from './antibodyModels.ts';

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
  /** the ranking score (identity × coverage less a resolution penalty; plugin README) */
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
/** spec 3 §9: Single-Chain HM, 100 credits per sequence */
export const SINGLE_CHAIN_HM_CREDITS = 100;

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
export const ALIGNED_TYPES: readonly string[] = [SINGLE_CHAIN_HM.type, FULL_LENGTH_ANTIBODY_HM.type];

/** spec 2 §2.8: the single-chain HM group screen's stages; any other stage falls back to targets. */
export const GROUP_STAGES = ['targets', 'templates', 'run'] as const;
export type GroupStage = (typeof GROUP_STAGES)[number];
export function groupStage(stage: unknown): GroupStage {
  return GROUP_STAGES.find((s) => s === stage) ?? 'targets';
}

/** spec 3 §9: a group costs 100 per member sequence. */
export const groupCost = (members: number) => members * SINGLE_CHAIN_HM_CREDITS;

export interface SingleChainHmInput {
  task: string;
  sequence: string;
  pose_ids: string[];
  collection_id: null;
  ligands?: boolean;
  /** model on the selected structures only, whatever the libraries hold */
  selected_only?: boolean;
}

export const singleChainHmModel: ActionModel<SingleChainHmInput> = {
  id: 'single-chain-hm',
  task: SINGLE_CHAIN_HM.task,
  runs: ENTITY,
  label: SINGLE_CHAIN_HM.label,
  availability: () => ({ enabled: true }),
  defaults: () => ({ task: SINGLE_CHAIN_HM.task, sequence: '', pose_ids: [], collection_id: null }),
  gatedOptions: (input) =>
    input.ligands ? [{ feature: FEATURE.ligand, label: "Carrying the template's ligands into the models" }] : [],
  validate: (input) => sequenceIssues(input.sequence),
  cost: {
    catalogue: [{ action: SINGLE_CHAIN_HM.label, unit: 'sequence', cost: String(SINGLE_CHAIN_HM_CREDITS) }],
    price: () => SINGLE_CHAIN_HM_CREDITS,
  },
};

export const AI_FOLDING = { type: 'ai-folding', task: 'ai_folding', label: 'AI Folding' } as const;
/** spec 3 §9: credits per sequence by tool */
export const AI_FOLDING_CREDITS: Record<string, number> = {
  'AlphaFold2 Multimer': 5,
  'AlphaFold2 Monomer': 5,
  'AlphaFold2 single sequence': 0.2,
  OpenFold: 5,
  ESMFold: 0.2,
};
export const AI_FOLDING_TOOLS = Object.keys(AI_FOLDING_CREDITS);
export const MULTIMER_TOOL = 'AlphaFold2 Multimer';
export type FoldingMode = 'multimer' | 'monomer' | 'singleseq';

export interface AiFoldingInput {
  task: string;
  /** the chains of one sequence (Multimer splits on '/', trimmed) */
  sequences: string[];
  aiTool: string;
  mode: FoldingMode;
  /** [the reference structure] of a single-sequence fold checked against it, else [] */
  pose_ids: string[];
  collection_id: null;
}

export const REFERENCE_TOOL = 'AlphaFold2 single sequence';

/**
 * spec 1 §3: the AI-folding input of one sequence; Multimer splits it on '/' into trimmed chains.
 * A reference (a pose id) goes with AlphaFold2 single sequence only.
 */
export function aiFoldingInput(
  aiTool: string,
  sequence: string,
  reference: string | null = null,
): Pick<AiFoldingInput, 'sequences' | 'aiTool' | 'mode'> & Partial<Pick<AiFoldingInput, 'pose_ids'>> {
  const multimer = aiTool === MULTIMER_TOOL;
  const single = aiTool === REFERENCE_TOOL;
  return {
    aiTool,
    mode: multimer ? 'multimer' : single ? 'singleseq' : 'monomer',
    sequences: multimer ? splitChains(sequence) : [sequence.replace(/\//g, '').trim()],
    ...(single && reference ? { pose_ids: [reference] } : {}),
  };
}

/** spec 2 §3: the models' collection type; a (single-sequence) fold with a reference is the '-ref' variant. */
export function foldingCollectionType(input: Pick<AiFoldingInput, 'mode' | 'pose_ids'>): string {
  return (input.pose_ids ?? []).length > 0 ? 'ai-folding-singleseq-ref' : `ai-folding-${input.mode}`;
}

/**
 * The reference rules: one structure, with AlphaFold2 single sequence only, with as many residues
 * as the folded sequence (its residues pair by position). `referenceSequence` ('/' between chains)
 * when known: the server knows it when a prediction is created and run, the creator once it has loaded.
 */
export function referenceIssues(
  input: Pick<AiFoldingInput, 'aiTool' | 'sequences' | 'pose_ids'>,
  referenceSequence?: string,
): ValidationIssue[] {
  const ids = Array.isArray(input.pose_ids) ? input.pose_ids : [];
  if (ids.length === 0) return [];
  const issue = (message: string): ValidationIssue[] => [{ field: 'input.pose_ids', severity: 'error', message }];
  if (input.aiTool !== REFERENCE_TOOL) return issue(`A reference structure goes with ${REFERENCE_TOOL} only.`);
  if (ids.length > 1) return issue('Choose one reference structure.');
  const residues = referenceSequence?.replace(/\//g, '').length;
  const folded = (input.sequences ?? []).join('').length;
  if (residues !== undefined && residues !== folded) {
    return issue(
      `The reference structure has ${residues} residues and the sequence ${folded}: the RMSD pairs their residues by position, so they must have the same length.`,
    );
  }
  return [];
}

/** An AI folding request's first problem: its tool, its chains, then its reference (the sequence of the source structure). */
export function aiFoldingIssues(input: AiFoldingInput, referenceSequence: string | undefined): ValidationIssue[] {
  if (!(input.aiTool in AI_FOLDING_CREDITS))
    return [{ field: 'input.aiTool', severity: 'error', message: `Unknown AI folding tool: ${String(input.aiTool)}` }];
  const chains = Array.isArray(input.sequences) ? input.sequences : [];
  if (chains.length === 0)
    return [{ field: 'input.sequences', severity: 'error', message: 'No sequences selected for AI Folding.' }];
  return [
    ...chains.flatMap((chain) => sequenceIssues(chain, 'AI folding')),
    ...referenceIssues(input, referenceSequence),
  ].slice(0, 1);
}

export const aiFoldingModel: ActionModel<AiFoldingInput> = {
  id: 'ai-folding',
  task: AI_FOLDING.task,
  runs: ENTITY,
  label: AI_FOLDING.label,
  feature: FEATURE.aiFolding,
  availability: () => ({ enabled: true }),
  defaults: () => ({
    task: AI_FOLDING.task,
    sequences: [],
    aiTool: 'AlphaFold2 Monomer',
    mode: 'monomer',
    pose_ids: [],
    collection_id: null,
  }),
  validate: (input, context) => aiFoldingIssues(input, context?.sequences?.[0]),
  cost: {
    catalogue: [
      { action: 'AlphaFold2', unit: 'sequence', cost: '5' },
      { action: 'AlphaFold2 single sequence', unit: 'job', cost: '0.2' },
      { action: 'OpenFold', unit: 'job', cost: '5' },
      { action: 'ESMFold', unit: 'job', cost: '0.2' },
    ],
    price: (input) => AI_FOLDING_CREDITS[input.aiTool] ?? 0,
  },
};

export interface FoldingTarget {
  name: string;
  sequence: string;
}

/** The targets of the AI-folding creator: FASTA records, or one bare sequence; parse problems one per line. */
export function foldingTargets(text: string): { targets: FoldingTarget[]; problems: string[] } {
  if (!text.trim()) return { targets: [], problems: [] };
  if (!text.trimStart().startsWith('>'))
    return { targets: [{ name: 'Sequence 1', sequence: text.replace(/\s+/g, '') }], problems: [] };
  const { records, errors } = parseFasta(text);
  return { targets: records, problems: errors.map((e) => (e.line ? `line ${e.line}: ${e.message}` : e.message)) };
}

/** spec 2 §2.2: a '/' marks chains, and only AlphaFold2 Multimer folds chains as a complex. */
export function foldingToolsFor(targets: readonly FoldingTarget[]): string[] {
  return targets.some((t) => t.sequence.includes('/')) ? [MULTIMER_TOOL] : AI_FOLDING_TOOLS;
}

/** One group per target, named after the tool and the target, holding that target's prediction (with the reference, if any). */
export function aiFoldingRequests(aiTool: string, targets: readonly FoldingTarget[], reference: string | null = null) {
  return targets.map((target) => ({
    group: { name: `${aiTool}: ${target.name}`, type: AI_FOLDING.type },
    member: { type: AI_FOLDING.type, name: target.name, input: aiFoldingInput(aiTool, target.sequence, reference) },
  }));
}

export const actionModels = [singleChainHmModel, aiFoldingModel, antibodyHmModel, fullLengthAntibodyHmModel];
