/** Amino-acid polarity classes of the structure viewer's Polarity colour scheme (spec 2 §3). */
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

const THREE_TO_ONE: Readonly<Record<string, string>> = {
  ALA: 'A',
  ARG: 'R',
  ASN: 'N',
  ASP: 'D',
  CYS: 'C',
  GLN: 'Q',
  GLU: 'E',
  GLY: 'G',
  HIS: 'H',
  ILE: 'I',
  LEU: 'L',
  LYS: 'K',
  MET: 'M',
  PHE: 'F',
  PRO: 'P',
  SER: 'S',
  THR: 'T',
  TRP: 'W',
  TYR: 'Y',
  VAL: 'V',
};

/** One-letter code of a canonical amino acid, '' for anything else. */
export function aminoAcidLetter(name3: string): string {
  return THREE_TO_ONE[name3.toUpperCase()] ?? '';
}

/** The class of a one-letter or three-letter amino-acid code; null for non-amino acids. */
export function polarityClass(code: string): PolarityClass | null {
  const letter = code.length === 3 ? aminoAcidLetter(code) : code.toUpperCase();
  return CLASS_OF[letter] ?? null;
}
