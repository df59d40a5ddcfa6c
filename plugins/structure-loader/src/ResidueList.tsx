import { useMemo } from 'react';
import { EmptyState, VirtualTable, type Column } from '@bench/sdk';
import type { LoaderResidue } from '@bench/structure';
import { TYPE_NAMES, chainName, chosenLabel, isChanged } from './model.ts';

interface ResidueListProps {
  residues: LoaderResidue[];
  /** indices the filter shows, in file order */
  visible: number[];
  selected: number[];
  /** the residue under the pointer here or in the analysis viewer */
  hover: number | null;
  onClick(index: number, shift: boolean): void;
  onHover(index: number | null): void;
}

/** The residues of the structure, virtualised (4JSV has ~2,750); click toggles, shift-click selects a range. */
export function ResidueList({ residues, visible, selected, hover, onClick, onHover }: ResidueListProps) {
  const picked = useMemo(() => new Set(selected), [selected]);
  const columns: Column<number>[] = [
    {
      key: 'chain',
      header: 'Chain',
      width: '58px',
      render: (i) => (
        <span className={i === hover ? 'bn-loader-hovered' : undefined}>
          {chainName(residues[i]!.original.pdbData.chain)}
        </span>
      ),
    },
    {
      key: 'number',
      header: 'Number',
      width: '72px',
      render: (i) => `${residues[i]!.original.pdbData.resid}${residues[i]!.original.pdbData.icode}`,
    },
    { key: 'name', header: 'Name', width: '60px', render: (i) => residues[i]!.original.pdbData.name3 },
    { key: 'type', header: 'Type', width: 'minmax(96px, 1fr)', render: (i) => TYPE_NAMES[residues[i]!.original.type] },
    {
      key: 'chosen',
      header: 'Chosen',
      width: 'minmax(72px, 1fr)',
      render: (i) => {
        const r = residues[i]!;
        return (
          <span className={isChanged(r) ? (r.chosen ? 'bn-loader-converted' : 'bn-loader-deleted') : undefined}>
            {chosenLabel(r)}
          </span>
        );
      },
    },
  ];
  return (
    <div className="bn-loader-list">
      <VirtualTable
        label="Residues"
        rows={visible}
        columns={columns}
        rowKey={String}
        rowHeight={28}
        isSelected={(i) => picked.has(i)}
        onRowClick={(i, event) => onClick(i, event.shiftKey)}
        onRowHover={onHover}
        empty={<EmptyState title="No residues match the filters." />}
      />
    </div>
  );
}
