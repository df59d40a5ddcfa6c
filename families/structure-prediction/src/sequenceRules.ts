/** The sequence rules every homology-modelling input shares (the engines check the same). Pure. */
import type { ValidationIssue } from '@bench/sdk/model';

export const SEQUENCE_LENGTH = { min: 10, max: 2000 } as const;
const AMINO_ACIDS = /^[ACDEFGHIKLMNPQRSTVWY]*$/;

/** The sequence as modelled: whitespace removed, upper case, a trailing stop dropped. */
export function cleanSequence(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().replace(/\*$/, '');
}

/** The target rules of single-chain homology modelling (the engine checks the same). */
export function sequenceIssues(raw: string | undefined, method = 'single-chain homology modelling'): ValidationIssue[] {
  const sequence = cleanSequence(raw ?? '');
  if (sequence.length < SEQUENCE_LENGTH.min || sequence.length > SEQUENCE_LENGTH.max) {
    return [
      {
        field: 'input.sequence',
        severity: 'error',
        message: `Input sequence length ${sequence.length} is outside the range ${SEQUENCE_LENGTH.min} to ${SEQUENCE_LENGTH.max} residues that ${method} accepts.`,
      },
    ];
  }
  if (!AMINO_ACIDS.test(sequence)) {
    const unknown = [...new Set(sequence.replace(/[ACDEFGHIKLMNPQRSTVWY]/g, ''))].sort().join(', ');
    return [
      {
        field: 'input.sequence',
        severity: 'error',
        message: `The target sequence contains characters that are not one of the 20 standard amino acids: ${unknown}.`,
      },
    ];
  }
  return [];
}

export type AntibodyChain = 'heavy' | 'light';

/** One chain of an antibody by the sequence rules, its messages prefixed 'Heavy chain: ' / 'Light chain: '. */
export const chainIssues = (chain: AntibodyChain, raw: string | undefined, method: string): ValidationIssue[] =>
  sequenceIssues(raw, method).map((issue) => ({
    ...issue,
    field: `input.${chain}`,
    message: `${chain === 'heavy' ? 'Heavy' : 'Light'} chain: ${issue.message.replace('The target sequence', 'it')}`,
  }));

/** The chains of a multi-chain sequence, trimmed, empty ones dropped. */
export function splitChains(sequence: string): string[] {
  return sequence
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
}
