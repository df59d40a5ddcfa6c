/**
 * The mutations-table check of Design, Flex Design and Relax Design (spec 1 §4), run on the
 * action input: the table is rebuilt from `input.mutations` and the source sequences, then judged
 * by the sdk's `mutationsTableStatus`.
 */
import type { ValidationIssue } from '@bench/sdk/model';
import { isAminoAcidLetter, type AminoAcid } from '../mutations/letters.ts';
import { mutationsTableStatus, type CheckedTask, type MutationsTableStatus } from '../mutations/status.ts';
import { buildMutationRows, sortLetters, type MutationRow, type MutationSource } from '../mutations/table.ts';
import type { ReadContext } from './context.ts';

/** `input.mutations`: position → enabled letters ('' = repack only) and the prevent-repacking flag. */
export type MutationsInput = Record<string, { mutations: string; prevent_repacking?: boolean }>;

/** Texts shown for each status that is not Validated (the spec names the statuses, not their texts). */
export const TABLE_STATUS_MESSAGES: Record<Exclude<MutationsTableStatus, 'Validated'>, string> = {
  NoneEnabled: 'Please enable at least one mutation in the mutations table.',
  AllOriginals: 'Only original residues are enabled in the mutations table.',
  NoOriginals: 'Some positions of the mutations table have no original residue.',
  ExceedsSequenceSpaceRecommendation: 'The sequence space of the mutations table exceeds the recommended size.',
  ExceedsSequenceSpaceLimit: 'The sequence space of the mutations table exceeds the limit.',
};

/** Source poses as the table needs them, from their sequences (chain breaks '/' removed). */
export function sourcesFromSequences(sequences: readonly string[]): MutationSource[] {
  return sequences.map((sequence, i) => ({
    poseId: String(i),
    residues: [...sequence.replace(/\//g, '')].map((letter) => ({ letter, type: isAminoAcidLetter(letter) ? 'caa' : 'ncaa' })),
  }));
}

/** Enabled letters of a mutation value, amino acids only, alphabetical. */
export function enabledLetters(value: string | undefined): AminoAcid[] {
  return sortLetters([...(value ?? '').toUpperCase()].filter(isAminoAcidLetter));
}

/** Rows of the table the input describes (positions ascending). */
export function rowsFromInput(mutations: MutationsInput, sequences: readonly string[]): MutationRow[] {
  const positions = Object.keys(mutations).map(Number).filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b);
  return buildMutationRows(positions, sourcesFromSequences(sequences)).map((row) => {
    const entry = mutations[String(row.position)];
    return { ...row, enabled: row.disabled ? [] : enabledLetters(entry?.mutations), prevent_repacking: Boolean(entry?.prevent_repacking) };
  });
}

/** [] when Validated, else one issue whose severity follows the task (spec 1 §4). */
export function mutationsTableIssues(mutations: unknown, task: CheckedTask, context: ReadContext): ValidationIssue[] {
  const input = mutations && typeof mutations === 'object' ? (mutations as MutationsInput) : {};
  const verdict = mutationsTableStatus(rowsFromInput(input, context.sequences), task, context.settings);
  if (verdict.severity === 'ok' || verdict.status === 'Validated') return [];
  return [{ field: 'mutations', code: verdict.status, severity: verdict.severity, message: TABLE_STATUS_MESSAGES[verdict.status] }];
}
