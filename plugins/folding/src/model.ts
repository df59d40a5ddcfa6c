/**
 * AI folding (spec 1 §3, spec 2 §2.2, spec 3 §9): a prediction of one sequence, or of its chains as
 * a complex, by AlphaFold2 through ColabFold, OpenFold or ESMFold, optionally checked against a
 * reference structure. Pure: no React, no network.
 */
import { parseFasta } from '@bench/structure';
import { defineJob, field, type FeatureDeclaration, type InputOf, type ValidationIssue } from '@bench/sdk/model';
import { ENTITY, FEATURE, sequenceIssues, splitChains } from '@bench/family-structure-prediction';

export const features: FeatureDeclaration[] = [{ id: FEATURE.aiFolding, badge: 'new' }];

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
const FOLDING_MODES = ['multimer', 'monomer', 'singleseq'] as const;
export type FoldingMode = (typeof FOLDING_MODES)[number];

/** A fold's input (its `pose_ids`: [the reference structure] of a single-sequence fold checked against it, else []). */
const aiFoldingFields = {
  /** the chains of one sequence (Multimer splits on '/', trimmed) */
  sequences: field.list(field.text()),
  /** an unknown tool is `aiFoldingIssues`' to name */
  aiTool: field.text('AlphaFold2 Monomer', 100),
  mode: field.choice(FOLDING_MODES, 'monomer'),
};
export type AiFoldingInput = InputOf<typeof aiFoldingFields>;

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

export const aiFoldingModel = defineJob({
  id: 'ai-folding',
  task: AI_FOLDING.task,
  runs: ENTITY,
  label: AI_FOLDING.label,
  feature: FEATURE.aiFolding,
  availability: () => ({ enabled: true }),
  fields: aiFoldingFields,
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
});

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

export const actionModels = [aiFoldingModel];
