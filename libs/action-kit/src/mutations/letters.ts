import type { ResidueType } from '@bench/structure';

/** The 20 amino acids in alphabetical order of their one-letter codes (spec 1 §9). */
export const AMINO_ACID_LETTERS = [
  'A',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'V',
  'W',
  'Y',
] as const;
export type AminoAcid = (typeof AMINO_ACID_LETTERS)[number];

const AMINO_ACID_SET: ReadonlySet<string> = new Set(AMINO_ACID_LETTERS);

export function isAminoAcidLetter(letter: string): letter is AminoAcid {
  return AMINO_ACID_SET.has(letter);
}

export function isAminoAcidType(type: ResidueType): boolean {
  return type === 'caa' || type === 'ncaa';
}

export function isNucleotideType(type: ResidueType): boolean {
  return type === 'cdna' || type === 'ncdna' || type === 'crna' || type === 'ncrna';
}

export const NOT_AMINO_ACID_MESSAGE = 'Mutations disabled for all residues that are not amino acids.';
