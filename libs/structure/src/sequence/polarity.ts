/** Amino-acid polarity classes of the structure viewer's Polarity colour scheme (spec 2 §3). */
import { AMINO_ACIDS } from '../residueTables.ts';

export type PolarityClass = 'nonpolar' | 'positive' | 'negative' | 'polar' | 'cysteine' | 'hydrophobic';

export const POLARITY_CLASSES: readonly PolarityClass[] = [
  'nonpolar',
  'positive',
  'negative',
  'polar',
  'cysteine',
  'hydrophobic',
];

const CLASS_OF: Readonly<Record<string, PolarityClass>> = {
  G: 'nonpolar',
  A: 'nonpolar',
  P: 'nonpolar',
  V: 'hydrophobic',
  L: 'hydrophobic',
  I: 'hydrophobic',
  M: 'hydrophobic',
  F: 'hydrophobic',
  W: 'hydrophobic',
  K: 'positive',
  R: 'positive',
  H: 'positive',
  D: 'negative',
  E: 'negative',
  S: 'polar',
  T: 'polar',
  N: 'polar',
  Q: 'polar',
  Y: 'polar',
  C: 'cysteine',
};

export const POLARITY_COLOURS: Readonly<Record<PolarityClass, string>> = {
  nonpolar: '#c8c8a0',
  hydrophobic: '#e0a040',
  positive: '#3c78d8',
  negative: '#d83c3c',
  polar: '#3cb878',
  cysteine: '#e8d020',
};

/** One-letter code of a canonical amino acid, '' for anything else. */
export function aminoAcidLetter(name3: string): string {
  return AMINO_ACIDS[name3.toUpperCase()] ?? '';
}

/** The class of a one-letter or three-letter amino-acid code; null for non-amino acids. */
export function polarityClass(code: string): PolarityClass | null {
  const letter = code.length === 3 ? aminoAcidLetter(code) : code.toUpperCase();
  return CLASS_OF[letter] ?? null;
}
