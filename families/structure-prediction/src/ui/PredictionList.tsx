import { useState } from 'react';
import { Button, Checkbox, Workspace, RelativeTime, useActiveItems, useService, type BaseItem } from '@bench/sdk';
import {
  DEFAULT_SORT,
  MESSAGES,
  STATUS_FILTERS,
  filterPredictions,
  nextSort,
  shownStatus,
  sortPredictions,
  statusCounts,
  type SortState,
  type StatusFilter,
  type StructurePrediction,
} from '../model.ts';
import { ENTITY } from '../entities.ts';
import { BinButtons } from './BinButtons.tsx';
import { PREDICTION_TAB } from '../tabs.ts';
import './structure-prediction.css';

const COLUMNS: { key: SortState['key']; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type' },
  { key: 'status', label: 'Status' },
  { key: 'updated_timestamp', label: 'Updated' },
];

/**
 * The session's structure predictions (of one type, in a creator): live, sorted (updated, newest
 * first, by default), with the running / completed / failed filters all on and their counts.
 */
export function PredictionList({ type }: { type?: string }) {
  const workspace = useService(Workspace);
  const all = useActiveItems<StructurePrediction & BaseItem>(ENTITY, MESSAGES.fetch);
  const rows = type ? all.filter((p) => p.type === type) : all;
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [on, setOn] = useState<ReadonlySet<StatusFilter>>(new Set(STATUS_FILTERS));
  const counts = statusCounts(rows);
  const shown = sortPredictions(filterPredictions(rows, on), sort);
  const toggle = (filter: StatusFilter, checked: boolean) =>
    setOn((current) => {
      const next = new Set(current);
      if (checked) next.add(filter);
      else next.delete(filter);
      return next;
    });
  return (
    <div className="bn-sp-list">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of filter checkboxes, not a form fieldset */}
      <div className="bn-sp-list__filters" role="group" aria-label="Status filters">
        {STATUS_FILTERS.map((filter) => (
          <Checkbox
            key={filter}
            label={`${filter} (${counts[filter]})`}
            checked={on.has(filter)}
            onChange={(checked) => toggle(filter, checked)}
          />
        ))}
        <Button
          small
          onClick={() => {
            setOn(new Set(STATUS_FILTERS));
            setSort(DEFAULT_SORT);
          }}
        >
          Reset
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="bn-hint">No structure predictions yet.</p>
      ) : (
        <table className="bn-sp-table" aria-label="Structure predictions">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <button
                    type="button"
                    className="bn-sp-table__sort"
                    onClick={() => setSort((s) => nextSort(s, column.key))}
                  >
                    {column.label}
                  </button>
                </th>
              ))}
              <th>
                <span className="bn-sp-table__hidden-title">Archive or delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p._id}>
                <td>
                  <Button
                    variant="link"
                    onClick={() => workspace.openTab(PREDICTION_TAB, { type: ENTITY, id: p._id, name: p.name }, p.name)}
                  >
                    {p.name}
                  </Button>
                </td>
                <td>{p.type}</td>
                <td className={`bn-sp-status bn-sp-status--${p.status}`}>{shownStatus(p)}</td>
                <td>
                  <RelativeTime date={p.updated_timestamp} />
                </td>
                <td>
                  <BinButtons entity={ENTITY} id={p._id} name={p.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
