/**
 * Epitope prediction (spec 2 §2.7, §3–§5, §8–§9; spec 3 §5, §7, §9). Pure: no React, no network.
 * The model the server prices and re-validates a run with, allele groups, units, cutoffs and hits.
 */
import { atLeast, roundCredits } from '@bench/action-kit';
import {
  defineJob,
  field,
  type CostRule,
  type InputField,
  type InputOf,
  type TabData,
  type ValidationIssue,
} from '@bench/sdk/model';

export const TASK = 'epitope_prediction';
export const LABEL = 'Epitope prediction';
export const TAB_KIND = 'epitopePredictionView';
export const EPITOPE_LENGTH = 9;

export const EPITOPE_MESSAGES = {
  create: 'There was an error creating an epitope prediction view',
  fetch: 'Something went wrong while fetching epitope predictions.',
  noActiveTab: 'no active tab',
  wrongTab: 'active tab must be an epitope prediction view',
  nmMinimum: 'Minimum value is 1 nM',
  rankRange: 'Between 0% and 100%',
  noAllele: 'Select at least 1 allele',
  unknownAllele: 'Unknown allele',
  nmMaximum: 'Maximum value is 50000 nM',
  badLength: 'Epitope length is a whole number from 8 to 14',
} as const;

/**
 * Allele groups (spec 2 §3). `human`: the IEDB HLA class I reference panel (Weiskopf et al. 2013,
 * 27 alleles) less HLA-A*30:02, which the spec's count of 26 leaves out; `human14` and `human8`:
 * nested subsets of common alleles of the main supertypes; `mouse`: H-2-Kb.
 */
export const ALLELE_GROUPS = {
  human8: [
    'HLA-A*01:01',
    'HLA-A*02:01',
    'HLA-A*03:01',
    'HLA-A*24:02',
    'HLA-B*07:02',
    'HLA-B*08:01',
    'HLA-B*35:01',
    'HLA-B*44:02',
  ],
  human14: [
    'HLA-A*01:01',
    'HLA-A*02:01',
    'HLA-A*03:01',
    'HLA-A*11:01',
    'HLA-A*24:02',
    'HLA-A*26:01',
    'HLA-A*68:01',
    'HLA-B*07:02',
    'HLA-B*08:01',
    'HLA-B*15:01',
    'HLA-B*35:01',
    'HLA-B*40:01',
    'HLA-B*44:02',
    'HLA-B*58:01',
  ],
  human: [
    'HLA-A*01:01',
    'HLA-A*02:01',
    'HLA-A*02:03',
    'HLA-A*02:06',
    'HLA-A*03:01',
    'HLA-A*11:01',
    'HLA-A*23:01',
    'HLA-A*24:02',
    'HLA-A*26:01',
    'HLA-A*30:01',
    'HLA-A*31:01',
    'HLA-A*32:01',
    'HLA-A*33:01',
    'HLA-A*68:01',
    'HLA-A*68:02',
    'HLA-B*07:02',
    'HLA-B*08:01',
    'HLA-B*15:01',
    'HLA-B*35:01',
    'HLA-B*40:01',
    'HLA-B*44:02',
    'HLA-B*44:03',
    'HLA-B*51:01',
    'HLA-B*53:01',
    'HLA-B*57:01',
    'HLA-B*58:01',
  ],
  mouse: ['H-2-Kb'],
} as const;
export type AlleleGroup = keyof typeof ALLELE_GROUPS;
export const DEFAULT_ALLELE_GROUP: AlleleGroup = 'human8';
/** What a prediction computes unless its inputs say otherwise: every allele of every group. */
export const DEFAULT_ALLELES: readonly string[] = [...new Set([...ALLELE_GROUPS.human, ...ALLELE_GROUPS.mouse])];

export type EpitopeUnit = 'rank' | 'nM';
export type EpitopeCutoffs = Record<EpitopeUnit, number>;
export const DEFAULT_CUTOFFS: Readonly<EpitopeCutoffs> = { nM: 500, rank: 10 };
/** IC50 is predicted on the training scale, 1 to 50,000 nM: a cutoff above it would count every peptide. */
export const MAX_NM_CUTOFF = 50_000;

/** One allele's prediction for one peptide (spec 2 §3). */
export interface EpitopeEntry {
  allele_name: string;
  epitope_binding_IC50_nM: number;
  epitope_rank_percentage: number;
  epitope_score: number;
  known_epitope: boolean;
}

export interface EpitopeRow {
  /** 1-based position of the peptide's first residue along the structure */
  epitope_begin_seqpos: number;
  epitope_seq: string;
  /** the chain sequence the peptide was cut from */
  genome_sequence: string;
  epitope_data: EpitopeEntry[];
}

export interface EpitopeOutputs {
  metrics?: {
    epitope_prediction_table?: {
      alleles: string[];
      not_scored: string[];
      epitope_length: number;
      predictor: string;
      /** the run's cutoffs, and per allele the peptides at or below the rank cutoff (absent from runs made before cutoffs were chosen) */
      cutoffs?: EpitopeCutoffs;
      binders?: Record<string, number>;
    };
  };
  rows?: EpitopeRow[];
}

function checkedUnit(unit: string): EpitopeUnit {
  if (unit !== 'rank' && unit !== 'nM') throw new Error(`Unknown epitope unit '${unit}': nM or rank`);
  return unit;
}

export function unitLabel(unit: EpitopeUnit): string {
  return checkedUnit(unit) === 'nM' ? 'nM' : '%';
}

/** 0 decimals for nM, 2 for rank (spec 2 §9). */
export function formatValue(unit: EpitopeUnit, value: number): string {
  return value.toFixed(checkedUnit(unit) === 'nM' ? 0 : 2);
}

/** An entry's binding value in the unit shown: IC50 in nM, or percentile rank. */
export function entryValue(entry: EpitopeEntry, unit: EpitopeUnit): number {
  return checkedUnit(unit) === 'nM' ? entry.epitope_binding_IC50_nM : entry.epitope_rank_percentage;
}

/** The cutoff's validation message, or null when it is valid (spec 2 §5). */
export function cutoffError(unit: EpitopeUnit, value: number): string | null {
  if (checkedUnit(unit) === 'nM') return Number.isFinite(value) && value >= 1 ? null : EPITOPE_MESSAGES.nmMinimum;
  return Number.isFinite(value) && value >= 0 && value <= 100 ? null : EPITOPE_MESSAGES.rankRange;
}

/** Alleles of the group at or below the cutoff, plus any known epitope (spec 2 §9). */
export function hits(row: EpitopeRow, alleles: readonly string[], unit: EpitopeUnit, cutoff: number): number {
  return row.epitope_data.filter(
    (e) => alleles.includes(e.allele_name) && (e.known_epitope || entryValue(e, unit) <= cutoff),
  ).length;
}

/** Mean value over the group's scored alleles; null when none is scored. */
export function average(row: EpitopeRow, alleles: readonly string[], unit: EpitopeUnit): number | null {
  const values = row.epitope_data.filter((e) => alleles.includes(e.allele_name)).map((e) => entryValue(e, unit));
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The view an open tab shows; throws without a tab or on a tab of another kind (spec 2 §8). */
export function viewIdOf(tab: TabData | null | undefined): string {
  if (!tab) throw new Error(EPITOPE_MESSAGES.noActiveTab);
  if (tab.kind !== TAB_KIND || typeof tab.data.id !== 'string') throw new Error(EPITOPE_MESSAGES.wrongTab);
  return tab.data.id;
}

/** '{prediction name}.csv' with Position, Sequence, Hits, Average and one column per allele. */
export function epitopeCsv(
  rows: readonly EpitopeRow[],
  alleles: readonly string[],
  unit: EpitopeUnit,
  cutoff: number,
): string {
  const header = [
    'Position',
    'Sequence',
    'Hits',
    `Average (${unitLabel(unit)})`,
    ...alleles.map((a) => `${a} (${unitLabel(unit)})`),
  ];
  const lines = rows.map((row) => {
    const mean = average(row, alleles, unit);
    const cells = alleles.map((allele) => {
      const entry = row.epitope_data.find((e) => e.allele_name === allele);
      return entry ? formatValue(unit, entryValue(entry, unit)) : '';
    });
    return [
      row.epitope_begin_seqpos,
      row.epitope_seq,
      hits(row, alleles, unit, cutoff),
      mean === null ? '' : formatValue(unit, mean),
      ...cells,
    ].join(',');
  });
  return `${[header.join(','), ...lines].join('\n')}\n`;
}

const cutoff: InputField<number> = {
  initial: 0,
  shapeProblems: (value) => (typeof value === 'number' && Number.isFinite(value) ? [] : [['', 'must be a number']]),
};
const alleleList: InputField<string[] | undefined> = {
  ...field.optional(field.list(field.text('', 50), [], DEFAULT_ALLELES.length)),
  initial: [...ALLELE_GROUPS[DEFAULT_ALLELE_GROUP]],
};
const cutoffs: InputField<EpitopeCutoffs | undefined> = {
  ...field.optional(field.object({ nM: cutoff, rank: cutoff })),
  initial: { ...DEFAULT_CUTOFFS },
};

/**
 * A prediction's choices, declared once: the model's defaults and input type. Older predictions
 * lack some: the alleles default to every one of them, the cutoffs to DEFAULT_CUTOFFS.
 */
const epitopeFields = {
  mhc_allele_list: alleleList,
  epitope_length: field.optional(field.integer()),
  /** a peptide at or below either cutoff binds (counted per allele by the engine, the view's starting cutoffs) */
  cutoffs,
};

export type EpitopeInput = InputOf<typeof epitopeFields>;

/** The cutoffs a prediction was run with (the defaults for one made before they were chosen). */
export function runCutoffs(inputs: Pick<EpitopeInput, 'cutoffs'>): EpitopeCutoffs {
  return { ...DEFAULT_CUTOFFS, ...inputs.cutoffs };
}

const issue = (field: string, message: string): ValidationIssue => ({ field, severity: 'error', message });

/** What is wrong with a run's choices (untrusted: the browser's form and the server's create and run check the same). */
export function epitopeInputIssues(input: { readonly [K in keyof typeof epitopeFields]?: unknown }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const alleles = input.mhc_allele_list;
  if (alleles !== undefined) {
    if (!Array.isArray(alleles) || alleles.length === 0)
      issues.push(issue('mhc_allele_list', EPITOPE_MESSAGES.noAllele));
    else if (alleles.length > DEFAULT_ALLELES.length || new Set(alleles).size !== alleles.length) {
      issues.push(issue('mhc_allele_list', `Each allele at most once, at most ${DEFAULT_ALLELES.length} alleles`));
    } else {
      const unknown = alleles.filter((a) => typeof a !== 'string' || !DEFAULT_ALLELES.includes(a));
      if (unknown.length)
        issues.push(
          issue(
            'mhc_allele_list',
            `${EPITOPE_MESSAGES.unknownAllele}: ${unknown
              .slice(0, 3)
              .map((a) => String(a).slice(0, 20))
              .join(', ')}`,
          ),
        );
    }
  }
  const length = input.epitope_length;
  if (length !== undefined && !(Number.isInteger(length) && (length as number) >= 8 && (length as number) <= 14))
    issues.push(issue('epitope_length', EPITOPE_MESSAGES.badLength));
  const cutoffs = input.cutoffs as Record<string, unknown> | undefined;
  if (cutoffs !== undefined) {
    for (const unit of ['rank', 'nM'] as const) {
      const value = typeof cutoffs === 'object' && cutoffs !== null ? cutoffs[unit] : undefined;
      const number = typeof value === 'number' ? value : Number.NaN;
      const error =
        cutoffError(unit, number) ?? (unit === 'nM' && number > MAX_NM_CUTOFF ? EPITOPE_MESSAGES.nmMaximum : null);
      if (error) issues.push(issue(`cutoffs.${unit}`, error));
    }
  }
  return issues;
}

/** Spec 3 §9 'T-Cell Epitope Scan': 1 per sequence (each chain of each structure). */
export const epitopeCost: CostRule<EpitopeInput> = {
  catalogue: [{ action: 'T-Cell Epitope Scan', unit: 'sequence', cost: '1' }],
  price: (_input, context) => {
    const sequences = context.sequences ?? [];
    const chains = sequences.reduce((n, s) => n + s.split('/').filter(Boolean).length, 0);
    return roundCredits(sequences.length > 0 ? chains : context.structureCount);
  },
};

export const epitopeModel = defineJob({
  id: 'epitope-prediction',
  task: TASK,
  runs: 'epitope_predictions',
  label: LABEL,
  availability: atLeast(1, LABEL),
  fields: epitopeFields,
  validate: epitopeInputIssues,
  cost: epitopeCost,
});

export const actionModels = [epitopeModel];
