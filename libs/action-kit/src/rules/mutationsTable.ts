/**
 * The mutations-table check of Design, Flex Design and Relax Design (spec 1 §4), run on the
 * action input: the table is rebuilt from `input.mutations` and the source sequences, then judged
 * by the sdk's `mutationsTableStatus`.
 */
import type { ValidationIssue } from '@bench/sdk/model';
import { isAminoAcidLetter, type AminoAcid } from '../mutations/letters.ts';
import { mutationsTableStatus, type MutationsTableStatus, type TableRules } from '../mutations/status.ts';
import { buildMutationRows, sortLetters, type MutationRow, type MutationSource } from '../mutations/table.ts';
import type { ReadContext } from './context.ts';

/** `input.mutations`: position → enabled letters ('' = repack only) and the prevent-repacking flag. */
export type MutationsInput = Record<string, { mutations: string; prevent_repacking?: boolean | undefined }>;

/** Texts shown for each status that is not Validated (the spec names the statuses, not their texts). */
export const TABLE_STATUS_MESSAGES: Record<Exclude<MutationsTableStatus, 'Validated'>, string> = {
  NoneEnabled: 'Please enable at least one mutation in the mutations table.',
  AllOriginals: 'Only original residues are enabled in the mutations table.',
  NoOriginals: 'Some positions of the mutations table have no original residue.',
  ExceedsSequenceSpaceRecommendation: 'The sequence space of the mutations table exceeds the recommended size.',
  ExceedsSequenceSpaceLimit: 'The sequence space of the mutations table exceeds the limit.',
};

/** Each status in words, as the table's status line shows it (the status names are codes, not texts). */
export const TABLE_STATUS_LABELS: Record<MutationsTableStatus, string> = {
  Validated: 'Valid',
  NoneEnabled: 'No mutations enabled',
  AllOriginals: 'Only original residues',
  NoOriginals: 'Positions without an original residue',
  ExceedsSequenceSpaceRecommendation: 'Over the recommended sequence space',
  ExceedsSequenceSpaceLimit: 'Over the sequence space limit',
};

/** Source poses as the table needs them, from their sequences (chain breaks '/' removed). */
export function sourcesFromSequences(sequences: readonly string[]): MutationSource[] {
  return sequences.map((sequence, i) => ({
    poseId: String(i),
    residues: [...sequence.replace(/\//g, '')].map((letter) => ({
      letter,
      type: isAminoAcidLetter(letter) ? 'caa' : 'ncaa',
    })),
  }));
}

/** Enabled letters of a mutation value, amino acids only, alphabetical. */
export function enabledLetters(value: string | undefined): AminoAcid[] {
  return sortLetters([...(value ?? '').toUpperCase()].filter(isAminoAcidLetter));
}

/** The positions the input names (ascending). */
export function inputPositions(mutations: MutationsInput): number[] {
  return Object.keys(mutations)
    .map(Number)
    .filter((p) => Number.isInteger(p) && p >= 1)
    .sort((a, b) => a - b);
}

/** Rows of the table over `positions` (by default those the input names) with the input's choices. */
export function rowsFromInput(
  mutations: MutationsInput,
  sequences: readonly string[],
  positions: readonly number[] = inputPositions(mutations),
): MutationRow[] {
  return buildMutationRows(positions, sourcesFromSequences(sequences)).map((row) => {
    const entry = mutations[String(row.position)];
    return {
      ...row,
      enabled: row.disabled ? [] : enabledLetters(entry?.mutations),
      prevent_repacking: Boolean(entry?.prevent_repacking),
    };
  });
}

/**
 * [] when Validated, else one issue whose severity follows the job's table rules (spec 1 §4). The table is the
 * chosen selector's positions: mutations left over from another selector count for nothing.
 */
export function mutationsTableIssues(
  mutations: unknown,
  rules: TableRules,
  context: ReadContext,
  positions: readonly number[],
): ValidationIssue[] {
  const input = mutations && typeof mutations === 'object' ? (mutations as MutationsInput) : {};
  const verdict = mutationsTableStatus(rowsFromInput(input, context.sequences, positions), rules, context.settings);
  if (verdict.severity === 'ok' || verdict.status === 'Validated') return [];
  return [
    {
      field: 'mutations',
      code: verdict.status,
      severity: verdict.severity,
      message: TABLE_STATUS_MESSAGES[verdict.status],
    },
  ];
}
