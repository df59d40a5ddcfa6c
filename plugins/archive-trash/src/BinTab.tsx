import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  EmptyState,
  MESSAGES,
  Notify,
  Stores,
  Workspace,
  Spinner,
  VirtualTable,
  type Column,
  formatDateTime,
  useConfirm,
  useRegistry,
  useService,
  type TabProps,
} from '@bench/sdk';
import {
  ALL_TYPES,
  DEFAULT_SORT,
  binKinds,
  columnTitles,
  filterRows,
  groupByType,
  nextSort,
  sortRows,
  typeFilters,
  type BinMode,
  type BinRow,
  type Sort,
  type SortKey,
} from './model.ts';
import { useBinRows } from './useBinRows.ts';
import './archive-trash.css';

const DELETE_FOREVER = 'Delete the selected items for good? This cannot be undone.';

/** The in-session Archive and Trash lists (spec 2 §2.10): one component, two modes. */
export function BinTab({ mode }: { mode: BinMode }) {
  const stores = useService(Stores);
  const notify = useService(Notify);
  const workspace = useService(Workspace);
  const registry = useRegistry();
  const kinds = useMemo(() => binKinds(registry.archivable), [registry]);
  const rows = useBinRows(kinds, mode);
  const [filter, setFilter] = useState(ALL_TYPES);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();

  const shown = useMemo(() => sortRows(filterRows(rows ?? [], filter), sort), [rows, filter, sort]);
  const chosen = shown.filter((r) => selected.has(r.id));
  const titles = columnTitles(mode);

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function bulk(run: (type: BinRow['type'], ids: string[]) => Promise<unknown>, failure: string) {
    setBusy(true);
    try {
      for (const [type, ids] of groupByType(chosen)) await run(type, ids);
    } catch {
      notify.error(failure);
    } finally {
      setSelected(new Set());
      setBusy(false);
    }
  }

  const dearchive = () =>
    bulk((type, ids) => Promise.all(ids.map((id) => stores.of(type).dearchive(id))), MESSAGES.items.dearchive);
  const restore = () => bulk((type, ids) => stores.of(type).restore(ids), MESSAGES.items.restore);
  const deleteForever = async () => {
    if (!(await confirm(DELETE_FOREVER, { confirmLabel: 'Delete immediately', danger: true }))) return;
    await bulk(
      (type, ids) =>
        Promise.all(
          ids.map(async (id) => {
            await stores.of(type).delete(id);
            workspace.closeTabsFor(type, id);
          }),
        ),
      MESSAGES.items.delete,
    );
  };

  const header = (key: SortKey) => (
    <button
      type="button"
      className={sort.key === key ? 'bn-sort bn-sort--active' : 'bn-sort'}
      onClick={() => setSort(nextSort(sort, key))}
    >
      {titles[key]}
      {sort.key === key && <span aria-hidden="true">{sort.direction === 1 ? ' ▲' : ' ▼'}</span>}
    </button>
  );
  const allChecked = shown.length > 0 && chosen.length === shown.length;
  const columns: Column<BinRow>[] = [
    {
      key: 'check',
      width: '40px',
      header: (
        <Checkbox
          ariaLabel="Select all"
          checked={allChecked}
          indeterminate={chosen.length > 0 && !allChecked}
          onChange={(on) => setSelected(on ? new Set(shown.map((r) => r.id)) : new Set())}
        />
      ),
      render: (row) => (
        <Checkbox
          ariaLabel={`Select ${row.name}`}
          checked={selected.has(row.id)}
          onChange={(on) => toggle(row.id, on)}
        />
      ),
    },
    { key: 'name', width: 'minmax(200px, 2fr)', header: header('name'), render: (row) => row.name },
    { key: 'timestamp', width: '200px', header: header('timestamp'), render: (row) => formatDateTime(row.timestamp) },
    { key: 'kind', width: '180px', header: header('kind'), render: (row) => row.kind },
  ];

  return (
    <section className="bn-bin" aria-label={mode === 'archive' ? 'Archive' : 'Trash'}>
      <div className="bn-toolbar">
        <label className="bn-field bn-field--inline">
          <span>Type</span>
          <select value={filter} onChange={(e) => setFilter(e.target.value)}>
            {typeFilters(kinds).map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </label>
        <span className="bn-toolbar__spacer" />
        {mode === 'archive' ? (
          <Button variant="primary" disabled={busy || chosen.length === 0} onClick={dearchive}>
            Dearchive
          </Button>
        ) : (
          <>
            <Button variant="primary" disabled={busy || chosen.length === 0} onClick={restore}>
              Restore
            </Button>
            <Button variant="danger" disabled={busy || chosen.length === 0} onClick={deleteForever}>
              Delete immediately
            </Button>
          </>
        )}
      </div>
      {rows === null ? (
        <Spinner />
      ) : (
        <VirtualTable
          label={mode === 'archive' ? 'Archived items' : 'Deleted items'}
          rows={shown}
          columns={columns}
          rowKey={(r) => `${r.type}:${r.id}`}
          isSelected={(r) => selected.has(r.id)}
          empty={<EmptyState title={mode === 'archive' ? 'Nothing is archived.' : 'The trash is empty.'} />}
        />
      )}
      {confirmDialog}
    </section>
  );
}

export function ArchiveTab(_: TabProps) {
  return <BinTab mode="archive" />;
}

export function TrashTab(_: TabProps) {
  return <BinTab mode="trash" />;
}
