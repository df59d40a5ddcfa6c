import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  binKinds,
  binQuery,
  filterRows,
  groupByType,
  nextSort,
  sortRows,
  toRow,
  typeFilters,
  type BinRow,
} from '../src/model.ts';

const row = (id: string, kind: string, name: string, timestamp: string, type = 'actions'): BinRow =>
  ({ id, kind, name, timestamp, type }) as BinRow;

describe('archive and trash rules', () => {
  const rows = [
    row('1', 'Action', 'beta', '2026-01-02T00:00:00Z'),
    row('2', 'Selector', 'Alpha', '2026-03-01T00:00:00Z', 'selectors'),
    row('3', 'Collection', 'gamma', '2026-02-01T00:00:00Z', 'pose_collections'),
  ];

  it('asks archived-but-not-deleted items for the archive and deleted items for the trash', () => {
    expect(binQuery('archive').query).toEqual({ is_archived: true, is_deleted: false });
    expect(binQuery('trash').query).toEqual({ is_deleted: true });
  });

  it('sorts newest first by default, and a second click on a column flips it', () => {
    expect(sortRows(rows, DEFAULT_SORT).map((r) => r.id)).toEqual(['2', '3', '1']);
    const byName = nextSort(DEFAULT_SORT, 'name');
    expect(sortRows(rows, byName).map((r) => r.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortRows(rows, nextSort(byName, 'name')).map((r) => r.name)).toEqual(['gamma', 'beta', 'Alpha']);
  });

  it('filters by type label and groups bulk ids by entity type', () => {
    expect(filterRows(rows, 'Selector').map((r) => r.id)).toEqual(['2']);
    expect(filterRows(rows, 'All')).toHaveLength(3);
    expect([...groupByType(rows).entries()]).toEqual([
      ['actions', ['1']],
      ['selectors', ['2']],
      ['pose_collections', ['3']],
    ]);
  });

  it('offers All, then each declared kind in the declared order', () => {
    const kinds = binKinds([
      { entity: 'actions', label: 'Action' },
      { entity: 'structure_predictions', label: 'Structure prediction' },
    ]);
    expect(kinds).toEqual([
      { label: 'Action', type: 'actions' },
      { label: 'Structure prediction', type: 'structure_predictions' },
    ]);
    expect(typeFilters(kinds)).toEqual(['All', 'Action', 'Structure prediction']);
  });

  it('names an action by its name and task id and dates it by when it was archived', () => {
    const item = {
      _id: 'a1',
      name: 'Design',
      task_id: 7,
      archived_timestamp: '2026-05-05T00:00:00Z',
      updated_timestamp: 'x',
    } as never;
    expect(toRow(item, { label: 'Action', type: 'actions' }, 'archive')).toMatchObject({
      name: 'Design 7',
      timestamp: '2026-05-05T00:00:00Z',
    });
  });
});
