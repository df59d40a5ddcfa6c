import { describe, expect, it } from 'vitest';
import { stripInvalidNameChars } from '@bench/sdk';
import {
  DEFAULT_PROJECT_SORT,
  lastUpdatedLabel,
  projectDisplayName,
  selectRange,
  sortProjects,
  toggleSort,
  type ProjectRow,
} from '../src/shell/projects/projectRules.ts';

const p = (id: string, name: string, created: string, updated: string): ProjectRow => ({
  _id: id,
  name,
  created_timestamp: created,
  updated_timestamp: updated,
  updated_user_name: 'Ada Lovelace',
});
const rows = [
  p('a', 'beta', '2025-01-01T00:00:00Z', '2025-01-05T00:00:00Z'),
  p('b', 'Alpha', '2025-01-03T00:00:00Z', '2025-01-04T00:00:00Z'),
  p('c', 'gamma 10', '2025-01-02T00:00:00Z', '2025-01-06T00:00:00Z'),
];

describe('project list sorting (spec 3 §2)', () => {
  it('defaults to updated time, newest first', () => {
    expect(DEFAULT_PROJECT_SORT).toEqual({ key: 'updated', direction: 'desc' });
    expect(sortProjects(rows, DEFAULT_PROJECT_SORT).map((r) => r._id)).toEqual(['c', 'a', 'b']);
  });

  it('sorts by name (case-insensitive) and by created time', () => {
    expect(sortProjects(rows, { key: 'name', direction: 'asc' }).map((r) => r._id)).toEqual(['b', 'a', 'c']);
    expect(sortProjects(rows, { key: 'created', direction: 'asc' }).map((r) => r._id)).toEqual(['a', 'c', 'b']);
  });

  it('flips the active column and starts others in their natural direction', () => {
    expect(toggleSort(DEFAULT_PROJECT_SORT, 'updated')).toEqual({ key: 'updated', direction: 'asc' });
    expect(toggleSort(DEFAULT_PROJECT_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleSort({ key: 'name', direction: 'asc' }, 'created')).toEqual({ key: 'created', direction: 'desc' });
  });
});

describe('project labels and names', () => {
  it('labels the last update relative to now with the user name', () => {
    const now = Date.parse('2025-01-06T00:05:00Z');
    expect(lastUpdatedLabel(rows[2], now)).toBe('Updated 5 minutes ago by Ada Lovelace');
  });

  it('uses the placeholder for unnamed projects', () => {
    expect(projectDisplayName({ _id: '0123456789abcdef01234567', name: '' })).toBe('Session 34567');
  });

  it('strips invalid characters from names (spec 3 §5)', () => {
    expect(stripInvalidNameChars('Kinase <screen> #2 (v1.0), 50% + more & more: ok_yes-no')).toBe(
      'Kinase screen 2 (v1.0), 50% + more & more: ok_yes-no',
    );
  });
});

describe('shift-click range selection', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('selects the range from the anchor, or one row without one', () => {
    expect([...selectRange(ids, 'b', 'd', true, new Set())].sort()).toEqual(['b', 'c', 'd']);
    expect([...selectRange(ids, null, 'c', true, new Set(['a']))].sort()).toEqual(['a', 'c']);
    expect([...selectRange(ids, 'd', 'b', false, new Set(ids))]).toEqual(['a']);
  });
});
