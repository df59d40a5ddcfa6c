import { AMINO_ACID_LETTERS, type AminoAcid } from '@bench/action-kit';

/** A position × amino-acid grid as CSV: `Position,Original_Residue,A,…,Y`, one row per position. */
export function positionLetterCsv(
  positions: readonly number[],
  originals: readonly string[],
  cell: (position: number, letter: AminoAcid) => string,
): string {
  const header = ['Position', 'Original_Residue', ...AMINO_ACID_LETTERS].join(',');
  const lines = positions.map((position) =>
    [position, originals[position - 1] ?? '', ...AMINO_ACID_LETTERS.map((letter) => cell(position, letter))].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}
