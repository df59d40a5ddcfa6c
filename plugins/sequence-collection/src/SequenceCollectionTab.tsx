import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  InlineText,
  Spinner,
  stripInvalidNameChars,
  useItemStore,
  type SequenceViewerData,
  type TabProps,
} from '@bench/sdk';
import {
  chooseRowFilter,
  filterRows,
  ROW_FILTER_LABELS,
  rowFilterAvailable,
  type RowFilter,
} from './collectionRows.ts';
import type { SequenceCollection } from './model.ts';
import { SequenceActions } from './SequenceActions.tsx';
import { SequenceTable } from './SequenceTable.tsx';
import { SequenceViewers } from './SequenceViewers.tsx';
import { useCollectionActions } from './useCollectionActions.ts';
import { useSequences } from './useSequences.ts';
import './sequence-collection.css';

const FILTERS: RowFilter[] = ['all', 'selected', 'visible'];

/** A sequence collection: its table, the actions other plugins offer on its selection (fold launches), FASTA downloads, and the viewers that show sequences (the logo). */
export default function SequenceCollectionTab({ tab, sessionId }: TabProps) {
  const id = String(tab.data.id);
  const { store, snapshot } = useItemStore<SequenceCollection>('sequence_collections');
  useEffect(() => {
    // opening a collection marks it read (spec 1 §5)
    store
      .get(id)
      .then((item) => (item.is_read === false ? store.update(id, { is_read: true }) : undefined))
      .catch((error: unknown) => console.error('loading the sequence collection failed', error));
  }, [store, id]);
  const collection = (snapshot.items[id] as SequenceCollection | undefined) ?? null;
  const { rows, loading, error, update, setFlag } = useSequences(id);
  const actions = useCollectionActions(sessionId, collection);
  const [filter, setFilter] = useState<RowFilter>('all');

  const shown = filterRows(rows, filter);
  const selected = useMemo(() => rows.filter((r) => r.is_selected), [rows]);
  const data = useMemo<SequenceViewerData>(
    () => ({ sequences: rows, selectedIds: selected.map((s) => s._id) }),
    [rows, selected],
  );

  if (error) return <p role="alert">{error}</p>;
  if (!collection || loading) return <Spinner label="Loading sequences…" />;
  return (
    <div className="bn-seqcol">
      <header className="bn-seqcol__header">
        <InlineText
          value={collection.name}
          label="Sequence collection name"
          filter={stripInvalidNameChars}
          onFiltered={actions.invalidName}
          onCommit={actions.rename}
          className="bn-seqcol__title"
        />
        <span className="bn-seqcol__count">
          {rows.length} sequences · {selected.length} selected
        </span>
        <SequenceActions sessionId={sessionId} collection={collection} selected={selected} />
        <span className="bn-seqcol__actions">
          <Button small onClick={() => actions.downloadSelected(selected)}>
            Download selected FASTA
          </Button>
          <Button small onClick={() => actions.downloadAll(rows)}>
            Download FASTA
          </Button>
          <Button small onClick={actions.archive}>
            Archive
          </Button>
          <Button small variant="danger" onClick={actions.remove}>
            Remove
          </Button>
        </span>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of filter buttons, not a form fieldset */}
      <div className="bn-seqcol__filters" role="group" aria-label="Filter">
        {FILTERS.map((f) => (
          <Button
            key={f}
            small
            aria-pressed={filter === f}
            disabled={!rowFilterAvailable(f, rows)}
            onClick={() => setFilter(chooseRowFilter(filter, f))}
          >
            {ROW_FILTER_LABELS[f]}
          </Button>
        ))}
      </div>
      <div className="bn-seqcol__table">
        <SequenceTable
          rows={shown}
          onFlag={(ids, flag, value) => void setFlag(ids, flag, value)}
          onResidues={(rowId, residues) => void update([{ id: rowId, patch: { selected_residues: residues } }])}
        />
      </div>
      <SequenceViewers sessionId={sessionId} tab={tab} data={data} />
    </div>
  );
}
