import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, propertyRows, sortLigands, zoomFactor } from '../src/model.ts';

const l = (name: string, updated: string) => ({ name, updated_timestamp: updated });
const rows = [
  l('ZINC2', '2026-01-02T00:00:00Z'),
  l('aspirin', '2026-03-01T00:00:00Z'),
  l('ZINC10', '2026-02-01T00:00:00Z'),
];

describe('small molecule panel sorting', () => {
  it('starts with the newest update first', () => {
    expect(sortLigands(rows, DEFAULT_SORT).map((r) => r.name)).toEqual(['aspirin', 'ZINC10', 'ZINC2']);
  });

  it('the same key while ascending flips to descending; otherwise ascending', () => {
    const byName = nextSort(DEFAULT_SORT, 'name');
    expect(byName).toEqual({ key: 'name', direction: 1 });
    expect(sortLigands(rows, byName).map((r) => r.name)).toEqual(['aspirin', 'ZINC2', 'ZINC10']);
    expect(nextSort(byName, 'name')).toEqual({ key: 'name', direction: -1 });
    expect(nextSort({ key: 'name', direction: -1 }, 'name')).toEqual({ key: 'name', direction: 1 });
    expect(nextSort(DEFAULT_SORT, 'updated_timestamp')).toEqual({ key: 'updated_timestamp', direction: 1 });
  });
});

describe('small molecule viewer', () => {
  it('maps zoom 100 to the fitted view and scales from there', () => {
    expect(zoomFactor(100)).toBe(1);
    expect(zoomFactor(200)).toBe(2);
    expect(zoomFactor(0)).toBe(1);
  });

  it('lists computed properties, then the data items, leaving out missing ones', () => {
    const ligand = {
      formula: 'C9H11NO3',
      smiles: null,
      atom_count: 24,
      heavy_atom_count: 13,
      source_file: 'TYR.sdf',
      data_fields: { id: 'TYR' },
    };
    expect(propertyRows(ligand as never)).toEqual([
      ['Formula', 'C9H11NO3'],
      ['Atoms', '24'],
      ['Heavy atoms', '13'],
      ['Source file', 'TYR.sdf'],
      ['id', 'TYR'],
    ]);
  });
});
