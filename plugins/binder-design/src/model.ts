/** Binder Design (spec 1 §3–§5, spec 3 §5, §6, §9). Pure: no React, no network. */
import {
  chosenPositions,
  exactly,
  issueCatalog,
  numericInput,
  perUnitCost,
  readContext,
  residueCount,
  type ReadContext,
} from '@bench/action-kit';
import { chainLengths, isContiguous } from '@bench/structure';
import { defineJob, field, type FeatureDeclaration, type InputOf, type ValidationIssue } from '@bench/sdk/model';
import {
  binderDesignIssues,
  binderLengthIssues,
  DEFAULT_BINDER_DESIGNS,
  DEFAULT_MAX_BINDER_LENGTH,
  DEFAULT_MIN_BINDER_LENGTH,
  MAX_BINDER_DESIGNS,
} from './binderLength.ts';
import { contigText, parseDiffusionParameters, targetRange, writeDiffusionParameters } from './diffusionArgs.ts';
import { isSingleChain } from './singleChain.ts';

export const TASK = 'binder_design';
export const LABEL = 'Binder Design';
/** The results collection type (RFdiffusion output). */
export const COLLECTION_TYPE = 'rf-diffusion';

const binderLength = (initial: number) => field.number(initial, { min: 1, max: Number.POSITIVE_INFINITY });

export const binderDesignFields = {
  interface_selector: field.optionalText(),
  hotspot_selector: field.optionalText(),
  /** hotspot positions copied from the hotspot selector */
  hotspot_residues: field.list(field.integer()),
  min_binder_length: binderLength(DEFAULT_MIN_BINDER_LENGTH),
  max_binder_length: binderLength(DEFAULT_MAX_BINDER_LENGTH),
  n_binder_designs: field.number(DEFAULT_BINDER_DESIGNS, { min: 1, max: MAX_BINDER_DESIGNS }),
  is_advanced_mode: field.flag(false),
  /** advanced mode: the whole parameter text, and what was read from it */
  rf_diffusion_parameters: field.text(),
  rf_diffusion_contigs: field.text(),
  rf_diffusion_custom_args: field.text(),
};
export type BinderDesignInput = InputOf<typeof binderDesignFields>;

const BINDER_ISSUES = issueCatalog({
  interfaceMultipleChains: {
    message: 'Target selector cannot span multiple chains',
    code: 'INTERFACE_SELECTOR_MULTIPLE_CHAINS',
    field: 'interface_selector',
  },
  interfaceNotContiguous: {
    message: 'Target selector must be contiguous',
    code: 'INTERFACE_SELECTOR_NOT_CONTIGUOUS',
    field: 'interface_selector',
  },
  interfaceOutOfRange: {
    message: 'Interface positions must be within the protein structure',
    code: 'INTERFACE_SELECTOR_OUT_OF_RANGE',
    field: 'interface_selector',
  },
  hotspotOutOfRange: {
    message: 'Hotspot positions must be within the protein structure',
    code: 'HOTSPOT_SELECTOR_OUT_OF_RANGE',
    field: 'hotspot_selector',
  },
});
export const BINDER_MESSAGES = BINDER_ISSUES.messages;
const issue = (key: keyof typeof BINDER_MESSAGES) => BINDER_ISSUES.issue(key);

const outOfRange = (positions: readonly number[], length: number): boolean =>
  positions.some((p) => p < 1 || p > length);

/** Interface: in range, on one chain, contiguous. Hotspots: in range. Checked on the one source structure. */
export function selectorIssues(input: BinderDesignInput, context: ReadContext): ValidationIssue[] {
  const sequence = context.sequences[0];
  if (sequence === undefined) return [];
  const length = residueCount(sequence);
  const issues: ValidationIssue[] = [];
  const target = chosenPositions(input.interface_selector, context);
  if (target?.length) {
    if (outOfRange(target, length)) issues.push(issue('interfaceOutOfRange'));
    else if (!isSingleChain(target, chainLengths(sequence))) issues.push(issue('interfaceMultipleChains'));
    if (!isContiguous(target)) issues.push(issue('interfaceNotContiguous'));
  }
  const hotspots = chosenPositions(input.hotspot_selector, context);
  if (hotspots && outOfRange(hotspots, length)) issues.push(issue('hotspotOutOfRange'));
  return issues;
}

/** Basic mode: selectors, length range, design count. Advanced mode: valid as it is (spec 1 §5). */
export function validateBinderDesign(input: BinderDesignInput, context: Record<string, unknown>): ValidationIssue[] {
  if (input?.is_advanced_mode) return [];
  const c = readContext(context);
  return [
    ...selectorIssues(input, c),
    ...binderLengthIssues(input.min_binder_length, input.max_binder_length),
    ...binderDesignIssues(input.n_binder_designs),
  ];
}

/** Entering advanced mode: the text is written from the basic inputs (interface range on the first structure). */
export function toAdvancedMode(input: BinderDesignInput, context: Record<string, unknown>): BinderDesignInput {
  const c = readContext(context);
  const target = targetRange(chosenPositions(input.interface_selector, c) ?? [], c.sequences[0] ?? '');
  const contig = target
    ? { ...target, minLength: numericInput(input.min_binder_length), maxLength: numericInput(input.max_binder_length) }
    : null;
  const custom = input.rf_diffusion_custom_args ? input.rf_diffusion_custom_args.split('\n') : [];
  const text = writeDiffusionParameters({ contig, designs: numericInput(input.n_binder_designs), custom });
  return withAdvancedText({ ...input, is_advanced_mode: true }, text);
}

/** An edit of the advanced text: the contig, design count and custom lines are read from it. */
export function withAdvancedText(input: BinderDesignInput, text: string): BinderDesignInput {
  const p = parseDiffusionParameters(text);
  return {
    ...input,
    rf_diffusion_parameters: text,
    rf_diffusion_contigs: p.contig ? contigText(p.contig) : '',
    rf_diffusion_custom_args: p.custom.join('\n'),
    ...(p.designs !== null ? { n_binder_designs: p.designs } : {}),
    ...(p.contig ? { min_binder_length: p.contig.minLength, max_binder_length: p.contig.maxLength } : {}),
  };
}

/** 0.05 credits per design (spec 3 §9); advanced mode counts the designs line. */
export const binderDesignCost = perUnitCost<BinderDesignInput>(LABEL, 'design', 0.05, (input) => {
  const designs = input.is_advanced_mode ? parseDiffusionParameters(input.rf_diffusion_parameters ?? '').designs : null;
  return designs ?? numericInput(input.n_binder_designs);
});

export const binderDesignModel = defineJob({
  id: 'binder-design',
  task: TASK,
  label: LABEL,
  feature: 'binder_design',
  availability: exactly(1, LABEL),
  fields: binderDesignFields,
  validate: validateBinderDesign,
  cost: binderDesignCost,
});

export const actionModels = [binderDesignModel];

/** The features this plugin names (spec 3 §6). */
export const features: FeatureDeclaration[] = [{ id: 'binder_design', badge: 'new' }];
