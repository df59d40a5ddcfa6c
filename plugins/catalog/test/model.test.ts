import { describe, expect, it } from 'vitest';
import { SPEC_CATALOGUE, actionKey, hasEngineColumn, mergeCatalogue } from '../src/model.ts';

describe('credit catalogue merge', () => {
  it('is the spec table when no action plugin is loaded', () => {
    expect(mergeCatalogue([])).toEqual(SPEC_CATALOGUE);
    expect(SPEC_CATALOGUE).toHaveLength(21);
  });

  it('lists plugin rows first and drops the spec rows they cover, matching names loosely', () => {
    const rows = mergeCatalogue([
      { action: 'loop_rebuild', unit: 'loop of 4-10', cost: '0.6', pluginId: 'loop-rebuild', engine: 'simulated' },
      { action: 'loop_rebuild', unit: 'loop of 11-15', cost: '0.9', pluginId: 'loop-rebuild', engine: 'simulated' },
    ]);
    expect(rows.slice(0, 2).map((r) => r.unit)).toEqual(['loop of 4-10', 'loop of 11-15']);
    expect(rows.filter((r) => actionKey(r.action) === 'looprebuild')).toHaveLength(2);
    expect(rows).toHaveLength(SPEC_CATALOGUE.length - 1 + 2);
    expect(hasEngineColumn(rows)).toBe(true);
  });

  it('does not repeat spec rows the credits service already appended', () => {
    const rows = mergeCatalogue([{ action: 'Prepare', unit: 'job', cost: '5', pluginId: 'prepare' }, ...SPEC_CATALOGUE]);
    expect(rows.filter((r) => r.action === 'Prepare')).toHaveLength(1);
    expect(rows).toHaveLength(SPEC_CATALOGUE.length);
    expect(hasEngineColumn(rows)).toBe(false);
  });
});
