import { useEffect, useMemo, useState } from 'react';
import { parseFasta } from '@bench/structure';
import { Spinner, useSampleFixtures, type SequenceViewerData, type TabData } from '@bench/sdk';
import type { SequenceItem } from '../model.ts';
import { SequenceTable } from '../SequenceTable.tsx';
import { SequenceViewers } from '../SequenceViewers.tsx';

export const FIXTURE = 'protein_lib.fa';
const COLLECTION_ID = 'sample-collection';
const STAMP = '2026-01-01T00:00:00.000Z';
const ITEM = {
  created_timestamp: STAMP,
  updated_timestamp: STAMP,
  is_deleted: false,
  is_archived: false,
  schema_version: 1,
  version: 1,
};
const TAB: TabData = {
  id: 'sample-sequence-collection',
  kind: 'sequenceCollection',
  title: FIXTURE,
  isCloseable: false,
  data: { type: 'sequence_collections', id: COLLECTION_ID },
};

/** The FASTA records as the rows of one sequence collection, all visible. */
export function sampleRows(fasta: string): SequenceItem[] {
  return parseFasta(fasta).records.map((record, index) => ({
    ...ITEM,
    _id: `seq${index + 1}`,
    name: record.name,
    sequence: record.sequence,
    index,
    sequence_collection_id: COLLECTION_ID,
    is_visible: true,
    is_selected: false,
  }));
}

/** 'cy-sequence-collection-view-sample': the sequence table and logo of a real protein FASTA, flags kept in memory. */
export default function SequenceCollectionSample() {
  const fixtures = useSampleFixtures([FIXTURE]);
  const [rows, setRows] = useState<SequenceItem[]>([]);
  useEffect(() => {
    if (fixtures.status === 'ready') setRows(sampleRows(fixtures.texts[0]));
  }, [fixtures]);
  const data = useMemo<SequenceViewerData>(
    () => ({ sequences: rows, selectedIds: rows.filter((r) => r.is_selected).map((r) => r._id) }),
    [rows],
  );

  if (fixtures.status === 'error') return <p role="alert">{fixtures.message}</p>;
  if (fixtures.status === 'loading') return <Spinner />;
  const patch = (ids: readonly string[], change: Partial<SequenceItem>) =>
    setRows((all) => all.map((r) => (ids.includes(r._id) ? { ...r, ...change } : r)));
  return (
    <div className="bn-sample-frame bn-seqcol">
      <p className="bn-sample-note">
        {rows.length} sequences from {FIXTURE} · {data.selectedIds.length} selected
      </p>
      <div className="bn-seqcol__table">
        <SequenceTable
          rows={rows}
          onFlag={(ids, flag, value) => patch(ids, { [flag]: value })}
          onResidues={(id, residues) => patch([id], { selected_residues: residues })}
        />
      </div>
      <SequenceViewers sessionId="sample" tab={TAB} data={data} />
    </div>
  );
}
