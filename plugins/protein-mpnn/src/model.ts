/** ProteinMPNN (spec 1 §3–§5, spec 3 §5, §6, §9). Pure: no React, no network. */
import {
  chosenPositions,
  exactly,
  issueCatalog,
  missingInputs,
  numericInput,
  perStructureCost,
  readContext,
  residueCount,
  type ReadContext,
} from '@bench/action-kit';
import { defineJob, field, type FeatureDeclaration, type InputOf, type ValidationIssue } from '@bench/sdk/model';

export const TASK = 'protein_mpnn';
export const LABEL = 'ProteinMPNN';
export const MAX_MPNN_DESIGNS = 1000;
/** Above this sampling temperature a warning is given (ProteinMPNN suggests 0.1–0.3). */
export const HIGH_TEMPERATURE = 1.0;

export const proteinMpnnFields = {
  n_mpnn_designs: field.number(1, { min: 1, max: MAX_MPNN_DESIGNS }),
  sampling_temp: field.number(0.1, { min: 0, max: Number.POSITIVE_INFINITY }),
  /** chain id kept unchanged when use_fixed_chain */
  fixed_chain: field.optionalText(4),
  use_fixed_chain: field.flag(false),
  use_fixed_residues: field.flag(false),
  /** the selector whose positions are fixed */
  selector: field.optionalText(),
  /** the fixed positions (1-based along the sequence), copied from the selector */
  fixed_residue_positions: field.list(field.integer()),
};
export type ProteinMpnnInput = InputOf<typeof proteinMpnnFields>;

const MPNN_ISSUES = issueCatalog({
  designsNotPositive: {
    message: 'Number of designs must be a positive integer',
    code: 'MPNN_DESIGNS_NOT_POSITIVE',
    field: 'n_mpnn_designs',
  },
  designsTooMany: {
    message: `Number of designs cannot exceed ${MAX_MPNN_DESIGNS}`,
    code: 'MPNN_DESIGNS_TOO_MANY',
    field: 'n_mpnn_designs',
  },
  temperatureNegative: {
    message: 'Sampling temperature must be 0 or greater',
    code: 'SAMPLING_TEMPERATURE_NEGATIVE',
    field: 'sampling_temp',
  },
  temperatureHigh: {
    message: `Sampling temperatures above ${HIGH_TEMPERATURE} give close to random sequences; ProteinMPNN suggests 0.1 to 0.3.`,
    code: 'SAMPLING_TEMPERATURE_HIGH',
    field: 'sampling_temp',
  },
  fixedOutOfRange: {
    message: 'Fixed residue positions must be within the protein structure',
    code: 'FIXED_RESIDUES_OUT_OF_RANGE',
    field: 'selector',
  },
  fixedWholeProtein: {
    message: 'Fixed residues cannot cover the entire protein',
    code: 'FIXED_RESIDUES_WHOLE_PROTEIN',
    field: 'selector',
  },
  noFixedSelector: {
    message: 'Please choose a selector of fixed residues.',
    code: 'NO_FIXED_RESIDUES_SELECTOR',
    field: 'selector',
  },
  noFixedChain: { message: 'Please choose the chain to fix.', code: 'NO_FIXED_CHAIN', field: 'fixed_chain' },
  fixedChainNeedsPositions: {
    message: 'Fixed residue positions are required with a fixed chain.',
    code: 'FIXED_CHAIN_WITHOUT_POSITIONS',
    field: 'fixed_chain',
  },
});
export const MPNN_MESSAGES = MPNN_ISSUES.messages;
const issue = MPNN_ISSUES.issue;

/** The sampling temperature as the form reads it: numbers as they are, anything else -1 (spec 1 §5). */
export function samplingTemperature(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? -1 : value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return -1;
}

export function designIssues(value: unknown): ValidationIssue[] {
  const n = numericInput(value);
  if (!Number.isInteger(n) || n < 1) return [issue('designsNotPositive')];
  return n > MAX_MPNN_DESIGNS ? [issue('designsTooMany')] : [];
}

export function temperatureIssues(value: unknown): ValidationIssue[] {
  const t = samplingTemperature(value);
  if (t < 0) return [issue('temperatureNegative')];
  return t > HIGH_TEMPERATURE ? [issue('temperatureHigh', 'warning')] : [];
}

/** The fixed positions: the chosen selector's (from the context), else those stored on the input. */
export function fixedPositions(input: ProteinMpnnInput, context: ReadContext): readonly number[] {
  return chosenPositions(input.selector, context) ?? input.fixed_residue_positions ?? [];
}

/** Fixed residues: a selector is needed, inside the structure and not all of it. */
export function fixedResidueIssues(input: ProteinMpnnInput, context: ReadContext): ValidationIssue[] {
  if (!input.use_fixed_residues) return [];
  if (!input.selector) return [issue('noFixedSelector')];
  const positions = fixedPositions(input, context);
  const length = context.sequences[0] === undefined ? null : residueCount(context.sequences[0]);
  if (length === null) return [];
  if (positions.some((p) => p < 1 || p > length)) return [issue('fixedOutOfRange')];
  const fixed = new Set(positions);
  return length > 0 && fixed.size >= length ? [issue('fixedWholeProtein')] : [];
}

/** With a fixed chain, the chain and fixed residue positions are required. */
export function fixedChainIssues(input: ProteinMpnnInput, context: ReadContext): ValidationIssue[] {
  if (!input.use_fixed_chain) return [];
  const issues: ValidationIssue[] = [];
  if (!input.fixed_chain) issues.push(issue('noFixedChain'));
  if (!input.use_fixed_residues || fixedPositions(input, context).length === 0)
    issues.push(issue('fixedChainNeedsPositions'));
  return issues;
}

export function validateProteinMpnn(input: ProteinMpnnInput, context: Record<string, unknown>): ValidationIssue[] {
  const missing = missingInputs(input, ['n_mpnn_designs', 'sampling_temp']);
  if (missing.length) return missing;
  const c = readContext(context);
  return [
    ...designIssues(input.n_mpnn_designs),
    ...temperatureIssues(input.sampling_temp),
    ...fixedResidueIssues(input, c),
    ...fixedChainIssues(input, c),
  ];
}

export const proteinMpnnModel = defineJob({
  id: 'protein-mpnn',
  task: TASK,
  label: LABEL,
  feature: 'protein_mpnn',
  availability: exactly(1, LABEL),
  fields: proteinMpnnFields,
  validate: validateProteinMpnn,
  /** spec 3 §9: 5, no unit given: charged per structure */
  cost: perStructureCost<ProteinMpnnInput>(LABEL, 5),
});

export const actionModels = [proteinMpnnModel];

/** The features this plugin names (spec 3 §6). */
export const features: FeatureDeclaration[] = [{ id: 'protein_mpnn', badge: 'new' }];
