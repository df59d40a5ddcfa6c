import { useMemo } from 'react';
import { EPITOPE_LENGTH, hits, type EpitopeRow, type EpitopeUnit } from '../model.ts';

export interface EpitopeSequenceProps {
  rows: readonly EpitopeRow[];
  alleles: readonly string[];
  unit: EpitopeUnit;
  cutoff: number;
  selected: number | null;
  onSelect(position: number): void;
}

/** The structure's sequence with every residue of a 9-residue epitope (a peptide with a hit) highlighted. */
export function EpitopeSequence({ rows, alleles, unit, cutoff, selected, onSelect }: EpitopeSequenceProps) {
  const { residues, covered } = useMemo(() => {
    const letters = new Map<number, string>();
    const inEpitope = new Set<number>();
    for (const row of rows) {
      [...row.epitope_seq].forEach((letter, k) => letters.set(row.epitope_begin_seqpos + k, letter));
      if (row.epitope_seq.length === EPITOPE_LENGTH && hits(row, alleles, unit, cutoff) > 0) {
        for (let k = 0; k < EPITOPE_LENGTH; k++) inEpitope.add(row.epitope_begin_seqpos + k);
      }
    }
    return { residues: [...letters].sort((a, b) => a[0] - b[0]), covered: inEpitope };
  }, [rows, alleles, unit, cutoff]);

  return (
    <p className="bn-epitope__sequence" aria-label="Sequence with epitopes">
      {residues.map(([position, letter]) => (
        <span
          key={position}
          className={
            [
              covered.has(position) && 'bn-epitope__residue--epitope',
              position === selected && 'bn-epitope__residue--selected',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          title={`${letter}${position}`}
          onClick={() => onSelect(position)}
        >
          {letter}
        </span>
      ))}
    </p>
  );
}
