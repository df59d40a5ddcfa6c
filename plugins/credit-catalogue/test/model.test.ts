import { describe, expect, it } from 'vitest';
import {
  NO_ENGINE,
  SPEC_CATALOGUE,
  actionKey,
  chargedCost,
  hasEngineColumn,
  mergeCatalogue,
  withEngines,
} from '../src/model.ts';

describe('credit catalogue merge', () => {
  it('is the spec table when no action plugin is loaded', () => {
    expect(mergeCatalogue([])).toEqual(SPEC_CATALOGUE);
    // only jobs no plugin prices: a plugin's price is never retyped here
    expect(SPEC_CATALOGUE.map((r) => r.action)).not.toContain('Prepare');
    expect(SPEC_CATALOGUE).toHaveLength(10);
  });

  it('lists plugin rows first and drops the spec rows they cover, matching names loosely', () => {
    const rows = mergeCatalogue([
      { action: 'thermo_mpnn', unit: 'structure', cost: '45', pluginId: 'thermo-mpnn', engine: 'simulated' },
      { action: 'thermo_mpnn', unit: 'structure, extended', cost: '90', pluginId: 'thermo-mpnn', engine: 'simulated' },
    ]);
    expect(rows.slice(0, 2).map((r) => r.unit)).toEqual(['structure', 'structure, extended']);
    expect(rows.filter((r) => actionKey(r.action) === 'thermompnn')).toHaveLength(2);
    expect(rows).toHaveLength(SPEC_CATALOGUE.length - 1 + 2);
    expect(hasEngineColumn(rows)).toBe(true);
  });

  it('does not repeat spec rows the credits service already appended', () => {
    const rows = mergeCatalogue([{ action: 'DDG', unit: 'mutation', cost: '0.2', pluginId: 'ddg' }, ...SPEC_CATALOGUE]);
    expect(rows.filter((r) => r.action === 'DDG')).toHaveLength(1);
    expect(rows).toHaveLength(SPEC_CATALOGUE.length);
    expect(hasEngineColumn(rows)).toBe(true);
    expect(hasEngineColumn(SPEC_CATALOGUE)).toBe(false);
  });

  it('gives registered rows the server engine of their task and leaves spec rows alone', () => {
    const merged = mergeCatalogue([
      { action: 'Minimize', unit: 'structure', cost: '2', pluginId: 'minimize', task: 'minimize', engine: 'builtin' },
      { action: 'loop_rebuild', unit: 'loop of 4-10', cost: '0.6', pluginId: 'loop-rebuild', task: 'loop_rebuild' },
      { action: 'Relax', unit: 'structure', cost: '0.2', pluginId: 'relax', task: 'relax' },
      { action: 'Prepare', unit: 'job', cost: '5', pluginId: 'prepare', task: 'prepare' },
    ]);
    const rows = withEngines(merged, {
      minimize: { kind: 'openmm', available: true, detail: 'openmm (shipped by the plugin)' },
      loop_rebuild: { kind: 'simulated', available: true, detail: 'simulated (shipped by the plugin)' },
      relax: { kind: null, available: false, detail: 'no engine' },
    });
    expect(rows.slice(0, 4).map((r) => r.engine)).toEqual(['openmm', 'simulated', NO_ENGINE, undefined]);
    expect(rows[0].engineDetail).toBe('openmm (shipped by the plugin)');
    expect(rows.slice(4).every((r) => !r.pluginId && r.engine === undefined)).toBe(true);
    expect(rows).toHaveLength(SPEC_CATALOGUE.length + 4);
    // before the server answers, rows keep the configured engine
    expect(withEngines(merged, null)[0].engine).toBe('builtin');
  });

  it('charges nothing where the simulated engine answers, and says what a real engine charges', () => {
    const row = {
      action: 'Relax',
      unit: 'structure, by atom count',
      cost: '0-7,499 atoms: 0.2; 30,000+: 6',
      pluginId: 'relax',
      task: 'relax',
    };
    expect(chargedCost({ ...row, engine: 'simulated' })).toBe(
      '0 (Simulated engine: no charge; 0-7,499 atoms: 0.2; 30,000+: 6 on a real engine)',
    );
    expect(chargedCost({ ...row, engine: 'openmm' })).toBe(row.cost);
    expect(chargedCost(row)).toBe(row.cost);
  });
});
