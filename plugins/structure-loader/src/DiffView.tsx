import { useMemo, useState } from 'react';
import { Button, VirtualTable } from '@bench/sdk';
import type { LoaderResidue } from '@bench/structure';
import { changedChains, diffRows, type DiffRow } from './diff.ts';
import { chainName, chosenLabel } from './model.ts';

interface DiffViewProps {
  residues: LoaderResidue[];
  /** a change was clicked: select its residue and show it in the 3D view */
  onFocus(index: number): void;
}

/** Changed residues by chain; chains collapse one by one or all at once (spec 2 §2.1). */
export function DiffView({ residues, onFocus }: DiffViewProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => diffRows(residues, collapsed), [residues, collapsed]);
  const toggle = (chain: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(chain)) next.add(chain);
      return next;
    });

  const render = (row: DiffRow) => {
    if (row.kind === 'chain') {
      return (
        <button
          type="button"
          className="bn-loader-link"
          aria-expanded={!row.collapsed}
          onClick={() => toggle(row.chain)}
        >
          {row.collapsed ? '▸' : '▾'} Chain {chainName(row.chain)} ({row.count})
        </button>
      );
    }
    const { name3, resid, icode } = row.residue.original.pdbData;
    return (
      <button
        type="button"
        className="bn-loader-link bn-loader-diff__change"
        title="Select and show in 3D"
        onClick={() => onFocus(row.index)}
      >
        {name3} {resid}
        {icode} →{' '}
        <span className={row.residue.chosen ? 'bn-loader-converted' : 'bn-loader-deleted'}>
          {chosenLabel(row.residue)}
        </span>
      </button>
    );
  };

  return (
    <section className="bn-loader-diff" aria-label="Changes">
      <div className="bn-toolbar">
        <h4>Changes</h4>
        <span className="bn-toolbar__spacer" />
        <Button small variant="ghost" onClick={() => setCollapsed(new Set(changedChains(residues)))}>
          Collapse all
        </Button>
        <Button small variant="ghost" onClick={() => setCollapsed(new Set())}>
          Expand all
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="bn-muted">No changes to show</p>
      ) : (
        <VirtualTable
          label="Changed residues"
          rows={rows}
          columns={[{ key: 'change', header: 'Residue → chosen', render }]}
          rowKey={(row) => (row.kind === 'chain' ? `chain:${row.chain}` : `residue:${row.index}`)}
          rowHeight={26}
        />
      )}
    </section>
  );
}
