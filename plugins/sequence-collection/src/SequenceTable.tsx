import { useRef } from 'react';
import { Checkbox, SingleSequenceViewer, VirtualTable } from '@bench/sdk';
import { flagRange, type RowFlag } from './collectionRows.ts';
import type { SequenceItem } from './model.ts';
import './sequence-collection.css';

interface SequenceTableProps {
  rows: readonly SequenceItem[];
  onFlag(ids: string[], flag: RowFlag, value: boolean): void;
  onResidues(id: string, residues: number[]): void;
}

/** Visibility, selection and per-residue selection of each sequence (virtualised rows). */
export function SequenceTable({ rows, onFlag, onResidues }: SequenceTableProps) {
  const anchors = useRef<Record<RowFlag, string | null>>({ is_selected: null, is_visible: null });
  const toggle = (row: SequenceItem, flag: RowFlag, shift: boolean) => {
    const { ids, value } = flagRange(rows, flag, row._id, anchors.current[flag], shift);
    anchors.current[flag] = row._id;
    onFlag(ids, flag, value);
  };
  return (
    <VirtualTable
      label="Sequences"
      rows={rows}
      rowKey={(r) => r._id}
      rowHeight={40}
      isSelected={(r) => Boolean(r.is_selected)}
      empty={<p className="bn-seqcol__empty">No sequences to show.</p>}
      columns={[
        {
          key: 'visible',
          header: 'View',
          width: '48px',
          render: (r) => (
            <Checkbox
              ariaLabel={`Show ${r.name}`}
              checked={Boolean(r.is_visible)}
              onChange={(_, e) => toggle(r, 'is_visible', e.shiftKey)}
            />
          ),
        },
        {
          key: 'selected',
          header: 'Select',
          width: '56px',
          render: (r) => (
            <Checkbox
              ariaLabel={`Select ${r.name}`}
              checked={Boolean(r.is_selected)}
              onChange={(_, e) => toggle(r, 'is_selected', e.shiftKey)}
            />
          ),
        },
        {
          key: 'name',
          header: 'Name',
          width: 'minmax(160px, 1fr)',
          render: (r) => (
            <span className="bn-seqcol__name" title={r.name}>
              {r.name}
            </span>
          ),
        },
        {
          key: 'sequence',
          header: 'Sequence',
          width: 'minmax(300px, 3fr)',
          className: 'bn-seqcol__sequence',
          render: (r) => <SequenceCell row={r} onResidues={onResidues} />,
        },
      ]}
    />
  );
}

function SequenceCell({ row, onResidues }: { row: SequenceItem; onResidues(id: string, residues: number[]): void }) {
  const selected = new Set(row.selected_residues ?? []);
  const residues = [...row.sequence].map((letter) => ({ letter }));
  return (
    <SingleSequenceViewer
      label={`Residues of ${row.name}`}
      residues={residues}
      selected={selected}
      onClick={(index) =>
        onResidues(
          row._id,
          selected.has(index) ? [...selected].filter((i) => i !== index) : [...selected, index].sort((a, b) => a - b),
        )
      }
    />
  );
}
