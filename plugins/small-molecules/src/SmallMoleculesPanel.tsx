import { useMemo, useState } from 'react';
import {
  Icon,
  IconButton,
  InlineText,
  Notify,
  RelativeTime,
  Stores,
  Workspace,
  VirtualTable,
  type Column,
  useActiveItems,
  useService,
  type PanelProps,
} from '@bench/sdk';
import { LIGAND_MESSAGES, type FreeLigand } from '@bench/structure';
import { DEFAULT_SORT, nextSort, sortLigands, type SortKey } from './model.ts';
import './smallMolecules.css';

const ROW_HEIGHT = 34;
const MAX_HEIGHT = 340;
const FAILED = {
  rename: 'Something went wrong while renaming the small molecule.',
  archive: 'Something went wrong while archiving the small molecule.',
  delete: 'Something went wrong while deleting an item.',
};

/** The small molecule list (spec 2 §2.8): sortable by Name and Updated; rename, open, archive, delete. */
export default function SmallMoleculesPanel(_: PanelProps) {
  const store = useService(Stores).of<FreeLigand>('free_ligands');
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const ligands = useActiveItems<FreeLigand>('free_ligands', LIGAND_MESSAGES.fetchError);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const rows = useMemo(() => sortLigands(ligands, sort), [ligands, sort]);

  const attempt = (failure: string, run: () => Promise<unknown>) =>
    run().catch((error: unknown) => {
      console.error(failure, error);
      notify.error(failure);
    });
  const open = (ligand: FreeLigand) =>
    workspace.openTab('smallMolecule', { type: 'free_ligands', id: ligand._id, name: ligand.name }, ligand.name);
  const rename = (ligand: FreeLigand, name: string) =>
    attempt(FAILED.rename, async () => {
      await store.update(ligand._id, { name });
      workspace.retitleTabsFor('free_ligands', ligand._id, name);
    });
  const remove = (ligand: FreeLigand, how: 'archive' | 'delete') =>
    attempt(FAILED[how], async () => {
      await (how === 'archive' ? store.archive(ligand._id) : store.softDelete([ligand._id]));
      workspace.closeTabsFor('free_ligands', ligand._id);
    });

  const header = (key: SortKey, title: string) => (
    <button
      type="button"
      className={sort.key === key ? 'bn-sort bn-sort--active' : 'bn-sort'}
      onClick={() => setSort(nextSort(sort, key))}
    >
      {title}
      {sort.key === key && <span aria-hidden="true">{sort.direction === 1 ? ' ▲' : ' ▼'}</span>}
    </button>
  );
  const columns: Column<FreeLigand>[] = [
    {
      key: 'name',
      width: 'minmax(0, 1fr)',
      header: header('name', 'Name'),
      render: (l) => (
        <InlineText
          className="bn-sm-list__name"
          label={`Small molecule name ${l.name}`}
          value={l.name}
          onCommit={(name) => rename(l, name)}
        />
      ),
    },
    {
      key: 'updated',
      width: '92px',
      header: header('updated_timestamp', 'Updated'),
      render: (l) => <RelativeTime date={l.updated_timestamp} />,
    },
    {
      key: 'actions',
      width: '84px',
      header: null,
      render: (l) => (
        <span className="bn-sm-list__actions">
          <IconButton label={`Open ${l.name}`} icon={<Icon name="external" size={14} />} onClick={() => open(l)} />
          <IconButton
            label={`Archive ${l.name}`}
            icon={<Icon name="archive" size={14} />}
            onClick={() => void remove(l, 'archive')}
          />
          <IconButton
            label={`Delete ${l.name}`}
            icon={<Icon name="trash" size={14} />}
            onClick={() => void remove(l, 'delete')}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="bn-sm-list">
      <VirtualTable
        label="Small molecules"
        rows={rows}
        columns={columns}
        rowKey={(l) => l._id}
        rowHeight={ROW_HEIGHT}
        height={Math.min(MAX_HEIGHT, Math.max(1, rows.length) * ROW_HEIGHT)}
        empty={<p className="bn-sm-list__empty">No small molecules yet. Load SDF files to add some.</p>}
      />
    </div>
  );
}
