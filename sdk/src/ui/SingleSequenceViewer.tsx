import { memo, useCallback, useId, useMemo, useState, type MouseEvent, type PointerEvent } from 'react';
import { ANCHOR_SHIFT, HOVER_SHIFT, sequenceCells, shiftColour, type SequenceResidue } from './sequenceCells.ts';
import type { ActivationEvent } from './activation.ts';
import { useResidueKeys } from './useResidueKeys.ts';
import './single-sequence-viewer.css';

export interface SingleSequenceViewerProps {
  residues: readonly SequenceResidue[];
  /** accessible name of the row */
  label: string;
  selected?: ReadonlySet<number>;
  anchor?: number | null;
  /** a pointer's click, or Space / Enter on the keyboard's active residue */
  onClick?(index: number, event: ActivationEvent): void;
  onDoubleClick?(index: number, event: MouseEvent): void;
  /** the hovered residue index, null when the pointer leaves */
  onHover?(index: number | null): void;
}

const BASE = '#eef1f4';
const SELECTED = '#f5d46a';

function indexOf(event: MouseEvent | PointerEvent): number | null {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
  return cell ? Number(cell.dataset.index) : null;
}

/**
 * One row of residues (spec 2 §2.9): position headers at the first and every tenth residue,
 * hidden stretches as one ellipsis cell, chain starts marked, selected and anchor residues
 * highlighted (hover +50, anchor −100), deleted residues crossed, RNA styled. The row takes the
 * keyboard's focus: arrows move the active residue, Space or Enter clicks it.
 */
export const SingleSequenceViewer = memo(function SingleSequenceViewer({
  residues,
  label,
  selected,
  anchor = null,
  onClick,
  onDoubleClick,
  onHover,
}: SingleSequenceViewerProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const hover = (index: number | null) => {
    if (index === hovered) return;
    setHovered(index);
    onHover?.(index);
  };
  const cells = useMemo(() => sequenceCells(residues), [residues]);
  const prefix = useId();
  const optionId = useCallback((index: number) => `${prefix}-r${index}`, [prefix]);
  const keys = useResidueKeys(cells, optionId, { anchor, onClick, onHover: hover });
  return (
    <div
      className="bn-seq"
      role="listbox"
      aria-multiselectable="true"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={keys.active === null ? undefined : optionId(keys.active)}
      onKeyDown={keys.onKeyDown}
      onPointerDown={(e) => keys.onPointerDown(indexOf(e))}
      onFocus={keys.onFocus}
      onBlur={keys.onBlur}
      onClick={(e) => {
        const index = indexOf(e);
        if (index !== null) onClick?.(index, e);
      }}
      onDoubleClick={(e) => {
        const index = indexOf(e);
        if (index !== null) onDoubleClick?.(index, e);
      }}
      onMouseMove={(e) => hover(indexOf(e))}
      onMouseLeave={() => hover(null)}
    >
      {cells.map((cell) => {
        if (cell.kind === 'ellipsis') {
          return (
            // biome-ignore lint/a11y/useFocusableInteractive: the listbox holds the focus and points at its option with aria-activedescendant
            <span
              key={`e${cell.from}`}
              role="option"
              aria-disabled="true"
              aria-selected={false}
              className="bn-seq__cell bn-seq__cell--ellipsis"
              title={`Residues ${cell.from + 1}–${cell.to + 1} hidden`}
            >
              …
            </span>
          );
        }
        const residue = residues[cell.index];
        const isSelected = selected?.has(cell.index) ?? false;
        let colour = isSelected ? SELECTED : (residue.colour ?? BASE);
        if (cell.index === anchor) colour = shiftColour(colour, ANCHOR_SHIFT);
        if (cell.index === hovered) colour = shiftColour(colour, HOVER_SHIFT);
        const classes = [
          'bn-seq__cell',
          residue.chainStart !== undefined && 'bn-seq__cell--chain-start',
          residue.deleted && 'bn-seq__cell--deleted',
          residue.rna && 'bn-seq__cell--rna',
          cell.index === keys.active && 'bn-seq__cell--active',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          // biome-ignore lint/a11y/useFocusableInteractive: the listbox holds the focus and points at its option with aria-activedescendant
          <span
            key={cell.index}
            role="option"
            id={optionId(cell.index)}
            data-index={cell.index}
            aria-selected={isSelected}
            aria-current={cell.index === anchor || undefined}
            className={classes}
            style={{ background: colour }}
            data-chain={residue.chainStart}
          >
            {cell.header !== null && <span className="bn-seq__header">{cell.header}</span>}
            {residue.letter}
          </span>
        );
      })}
    </div>
  );
});
