import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Api, Credits, Notify, type CatalogueRow } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import catalog from '../src/index.ts';

const ROWS: CatalogueRow[] = [
  { action: 'Minimize', unit: 'structure', cost: '2', pluginId: 'minimize', task: 'minimize' },
  { action: 'Loop Rebuild', unit: 'loop of 4-10', cost: '0.6', pluginId: 'loop-rebuild', task: 'loop_rebuild' },
  { action: 'Design', unit: 'repetition and structure', cost: '0.05', pluginId: 'design', task: 'design' },
  { action: 'Relax', unit: 'structure', cost: '0.2', pluginId: 'relax', task: 'relax' },
];

const ENGINES = {
  minimize: { kind: 'openmm', available: true, detail: 'openmm (shipped by the plugin)' },
  loop_rebuild: { kind: 'simulated', available: true, detail: 'simulated (shipped by the plugin)' },
  design: { kind: 'external', available: true, detail: 'external: /opt/tools/run-design.sh' },
  relax: { kind: null, available: false, detail: 'no engine' },
};

function render(api = fakeApi({ 'GET /api/engines': ENGINES }), rows: CatalogueRow[] = ROWS) {
  createTestWorkbench({
    plugins: [catalog],
    route: '/catalog',
    services: [provide(Api, api), provide(Notify, fakeNotify()), provide(Credits, { catalogue: () => rows })],
  }).render();
  return api;
}

/** The grid row whose Action cell reads `action`. */
function rowOf(action: string): HTMLElement {
  const cell = screen.getAllByText(action).find((el) => el.closest('[role="row"]'));
  if (!cell) throw new Error(`no row for ${action}`);
  return cell.closest('[role="row"]') as HTMLElement;
}

describe('Credit catalogue', () => {
  it('shows the server engine per task for registered actions, and the spec rows not built yet', async () => {
    const api = render();
    expect(await screen.findByText('openmm')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Engine' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/engines')).toHaveLength(1);

    expect(within(rowOf('Minimize')).getByText('openmm').closest('[title]')?.getAttribute('title')).toBe(
      'openmm (shipped by the plugin)',
    );
    const loop = within(rowOf('Loop Rebuild'));
    expect(loop.getByText('Simulated').getAttribute('title')).toBe(
      'Results are synthetic on this server (simulated (shipped by the plugin))',
    );
    // the simulated engine charges nothing, and the row says so beside what a real engine charges
    expect(loop.getByText('0 (Simulated engine: no charge; 0.6 on a real engine)')).toBeTruthy();
    expect(within(rowOf('Minimize')).getByText('2')).toBeTruthy();
    expect(within(rowOf('Design')).getByText('external')).toBeTruthy();
    expect(within(rowOf('Design')).queryByText('Simulated')).toBeNull();
    expect(within(rowOf('Relax')).getByText('No engine')).toBeTruthy();

    const spec = within(rowOf('ThermoMPNN'));
    expect(spec.getByText('Not yet')).toBeTruthy();
    expect(spec.queryByText(/openmm|simulated|external/)).toBeNull();
    expect(screen.getAllByText('In Bench')).toHaveLength(4);
    expect(screen.getAllByText('Minimize')).toHaveLength(1);
  });

  it('ends a long unit or banded cost in an ellipsis with the whole text in its title', async () => {
    const unit = 'structure (and repetition where the action repeats)';
    const cost = '0-7,499 atoms: 0.2; 7,500-14,999: 1.5; 15,000-24,999: 3.5';
    render(undefined, [{ action: 'Repack', unit, cost, pluginId: 'repack', task: 'repack' }]);
    for (const text of [unit, cost]) {
      const cell = await screen.findByText(text);
      expect(cell.className).toBe('bn-ellipsis');
      expect(cell.getAttribute('title')).toBe(text);
    }
  });

  it('keeps the configured engine when the server cannot say', async () => {
    render(fakeApi(), [{ ...ROWS[0], engine: 'builtin' }]);
    expect(await screen.findByText('builtin')).toBeTruthy();
    expect(within(rowOf('Minimize')).getByText('In Bench')).toBeTruthy();
  });
});
