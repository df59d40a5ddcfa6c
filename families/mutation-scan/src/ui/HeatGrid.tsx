import type { CSSProperties } from 'react';
import { VirtualTable, type Column } from '@bench/sdk';
import { AMINO_ACID_LETTERS, type AminoAcid } from '@bench/action-kit';
import './heat-grid.css';

/** What one cell of a position × amino-acid grid shows. */
export interface HeatCell {
  text: string;
  /** the heat colour and its opacity (0..1); no colour when absent */
  heat?: { colour: string; opacity: number } | null;
  /** the position's own residue */
  original?: boolean;
  /** toggles the cell (a mutation to compute); absent when it cannot toggle */
  onToggle?(): void;
  title?: string;
}

export interface HeatGridRow {
  /** 1-based position along the structure */
  position: number;
  /** the residue there */
  original: string;
  /** a residue no letter applies to (not an amino acid) */
  disabled?: boolean;
}

export interface HeatGridProps<R extends HeatGridRow> {
  label: string;
  rows: readonly R[];
  cell(row: R, letter: AminoAcid): HeatCell;
  /** the label of a row's first column; the position by default */
  positionLabel?(row: R): string;
  height?: number;
}

const ROW_HEIGHT = 26;

function HeatCellView({ cell, label }: { cell: HeatCell; label: string }) {
  const style = cell.heat
    ? ({
        '--bn-heat-colour': cell.heat.colour,
        '--bn-heat-share': `${Math.round(cell.heat.opacity * 100)}%`,
      } as CSSProperties)
    : undefined;
  const className = ['bn-heat__cell', cell.original && 'bn-heat__cell--original'].filter(Boolean).join(' ');
  if (cell.onToggle) {
    return (
      <button
        type="button"
        className={`${className} bn-heat__cell--toggle`}
        style={style}
        aria-label={label}
        aria-pressed={cell.text === '+'}
        title={cell.title}
        onClick={cell.onToggle}
      >
        {cell.text}
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the cell's handle (letter at position); screen readers read its value text
    <span className={className} style={style} aria-label={label} title={cell.title}>
      {cell.text}
    </span>
  );
}

/**
 * A position × amino-acid grid (DDG, ThermoMPNN): the 20 letters in alphabetical order, each cell a
 * value on a heat colour or a toggle. Rows are virtualised, so a 500-position grid stays fluid.
 */
export function HeatGrid<R extends HeatGridRow>({ label, rows, cell, positionLabel, height }: HeatGridProps<R>) {
  const columns: Column<R>[] = [
    { key: 'position', header: 'Position', width: '60px', render: (row) => positionLabel?.(row) ?? row.position },
    { key: 'original', header: 'WT', width: '30px', render: (row) => row.original },
    ...AMINO_ACID_LETTERS.map(
      (letter): Column<R> => ({
        key: letter,
        header: letter,
        width: 'minmax(33px, 1fr)',
        className: 'bn-heat__letter',
        render: (row) =>
          row.disabled ? null : <HeatCellView cell={cell(row, letter)} label={`${letter} at ${row.position}`} />,
      }),
    ),
  ];
  return (
    <div className="bn-heat">
      <VirtualTable
        label={label}
        rows={rows}
        columns={columns}
        rowKey={(row) => String(row.position)}
        rowHeight={ROW_HEIGHT}
        height={height ?? Math.min(520, Math.max(1, rows.length) * ROW_HEIGHT)}
      />
    </div>
  );
}
