import { useId, useMemo, type KeyboardEvent } from 'react';
import { steppedIndex } from '@bench/sdk';
import { EPITOPE_LENGTH, hits, type EpitopeRow, type EpitopeUnit } from '../model.ts';

export interface EpitopeSequenceProps {
  rows: readonly EpitopeRow[];
  alleles: readonly string[];
  unit: EpitopeUnit;
  cutoff: number;
  selected: number | null;
  onSelect(position: number): void;
}

/**
 * The structure's sequence with every residue of a 9-residue epitope (a peptide with a hit)
 * highlighted; a residue is chosen by a click or, the sequence focused, with the arrows, Home and End.
 */
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

  const prefix = useId();
  const positions = residues.map(([position]) => position);
  const onKeyDown = (event: KeyboardEvent) => {
    const to = steppedIndex(event.key, selected === null ? -1 : positions.indexOf(selected), positions.length);
    if (to === undefined) return;
    event.preventDefault();
    onSelect(positions[to]!);
  };

  return (
    <div
      className="bn-epitope__sequence"
      role="listbox"
      aria-label="Sequence with epitopes"
      tabIndex={0}
      aria-activedescendant={selected === null ? undefined : `${prefix}-${selected}`}
      onKeyDown={onKeyDown}
    >
      {residues.map(([position, letter]) => (
        // biome-ignore lint/a11y/useFocusableInteractive: the listbox holds the focus and points at its option with aria-activedescendant
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's onKeyDown moves the selection
        <span
          key={position}
          id={`${prefix}-${position}`}
          role="option"
          aria-selected={position === selected}
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
    </div>
  );
}
