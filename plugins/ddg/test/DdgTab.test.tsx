import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TabData } from '@bench/sdk';
import { HOST_SESSION, renderSessionTab, type FakeRequest } from '@bench/testing';
import ddg from '../src/index.ts';

const SID = HOST_SESSION;
const stamp = '2026-01-01T00:00:00.000Z';
const tab: TabData = {
  id: 't-ddg',
  kind: 'ddg',
  title: 'DDG for 1crn',
  isCloseable: true,
  data: { type: 'ddg_results', id: 'r1', name: 'DDG for 1crn' },
};
const result = (overrides: Record<string, unknown> = {}) => ({
  _id: 'r1',
  session_id: SID,
  name: 'DDG for 1crn',
  pose_id: 'p1',
  pose_name: '1crn',
  pose_collection_id: 'c1',
  task_id: '3',
  unit: 'kcal',
  ddgVersion: 2,
  state: 0,
  selector: 'all',
  results: { '13': { A: 2.5 } },
  is_deleted: false,
  is_archived: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
  version: 1,
  ...overrides,
});

function renderTab(stored = result()) {
  let item = { ...stored };
  const routes = {
    'GET /api/sessions/:sid/ddg_results/:id': () => item,
    'PUT /api/sessions/:sid/ddg_results/:id': ({ body }: FakeRequest) =>
      (item = { ...item, ...(body as object), version: item.version + 1 }),
    'POST /api/ddg_results/:id/run': () => (item = { ...item, state: 1 }),
    'PUT /api/ddg_results/:id/cancel': () => (item = { ...item, state: 0, version: item.version + 1 }),
    'POST /api/sessions/:sid/ddg_results/getMany': () => [item],
    'GET /api/sessions/:sid/poses/:id': {
      _id: 'p1',
      name: '1crn',
      sequence: 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN',
      pose_collection_id: 'c1',
    },
    'GET /api/sessions/:sid/pose_collections/:id': {
      _id: 'c1',
      name: 'Crambin',
      is_archived: false,
      is_deleted: false,
    },
    'POST /api/sessions/:sid/selectors/query': {
      models: [
        { _id: 's1', name: 'Loop 10-15', positions: [10, 11, 12, 13, 14, 15], is_archived: false, is_deleted: false },
      ],
    },
  };
  return renderSessionTab({ plugins: [ddg], tab, routes });
}

describe('DDG tab (plugin alone)', () => {
  it('shows the grid of the chosen selector with scores, toggles cells, and saves and runs with the price', async () => {
    const { api } = renderTab();
    const region = await screen.findByRole('region', { name: 'DDG for 1crn' });
    const ui = within(region);
    fireEvent.change(await ui.findByRole('combobox', { name: 'Selector' }), { target: { value: 's1' } });
    const grid = await ui.findByRole('table', { name: 'DDG grid' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(7));
    expect(within(grid).getByLabelText('A at 13', { selector: 'span' }).textContent).toBe('2.50');
    expect(within(grid).getByLabelText('F at 13', { selector: 'span' }).textContent).toBe('·');
    const run = ui.getByRole('button', { name: /Save and run/ });
    expect(run).toHaveProperty('disabled', true);
    fireEvent.click(within(grid).getByRole('button', { name: 'G at 15' }));
    fireEvent.click(within(grid).getByRole('button', { name: 'W at 10' }));
    await waitFor(() => expect(run.textContent).toBe('Save and run (2 mutations, 10.4 credits)'));
    fireEvent.click(within(grid).getByRole('button', { name: 'W at 10' }));
    await waitFor(() => expect(run.textContent).toBe('Save and run (1 mutation, 10.2 credits)'));
    fireEvent.click(run);
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/ddg_results/r1/run')).toBe(true),
    );
    const saved = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/ddg_results/r1'))!.body as {
      selector: string;
      results: Record<string, Record<string, unknown>>;
    };
    expect(saved.selector).toBe('s1');
    expect(saved.results['15']).toEqual({ G: '+' });
    expect(saved.results['10']).toEqual({ W: '' });
  });

  it('cancels a running result: the tab reads it again and no longer offers Cancel', async () => {
    const { api } = renderTab(result({ state: 1 }));
    const ui = within(await screen.findByRole('region', { name: 'DDG for 1crn' }));
    fireEvent.click(await ui.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ui.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/api/ddg_results/r1/cancel')).toBe(true);
  });

  it('makes version 1 results read-only with the notice, and says when the source collection is missing', async () => {
    renderTab(result({ ddgVersion: 1, pose_collection_id: null }));
    const region = await screen.findByRole('region', { name: 'DDG for 1crn' });
    expect(
      await within(region).findByText('These results were computed with an earlier protocol and are read-only.'),
    ).toBeTruthy();
    expect(within(region).getByText('Source collection missing, contact support.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'G at 15' })).toBeNull();
  });

  it('keys the heat colours with a legend in the unit shown, and each score names its unit', async () => {
    renderTab();
    const region = await screen.findByRole('region', { name: 'DDG for 1crn' });
    const legend = await within(region).findByRole('figure', { name: 'Colour scale (kcal / mol)' });
    expect(legend.textContent).toContain('≤ −3');
    expect(legend.textContent).toContain('≥ 20');
    expect(legend.textContent).toContain('no colour between −1 and 1');
    const grid = await within(region).findByRole('table', { name: 'DDG grid' });
    await waitFor(() =>
      expect(within(grid).getByLabelText('A at 13', { selector: 'span' }).title).toBe('F13A: ΔΔG 2.50 kcal / mol'),
    );
  });

  it("gives each score's spread over its repeats in the tooltip, in the unit shown", async () => {
    renderTab(
      result({
        state: 2,
        results: { '13': { A: 1.96, G: 1.1, W: 3 } },
        spreads: { '13': { A: { spread: 0.42, repeats: 2 }, W: { spread: 0, repeats: 1 } } },
      }),
    );
    const region = await screen.findByRole('region', { name: 'DDG for 1crn' });
    const grid = await within(region).findByRole('table', { name: 'DDG grid' });
    const cell = (letter: string) => within(grid).getByLabelText(`${letter} at 13`, { selector: 'span' });
    await waitFor(() => expect(cell('A').title).toBe('F13A: ΔΔG 1.96 ± 0.42 kcal / mol (2 repeats)'));
    expect(cell('G').title).toBe('F13G: ΔΔG 1.10 kcal / mol'); // scored without a spread (an older run)
    expect(cell('W').title).toBe('F13W: ΔΔG 3.00 kcal / mol (1 repeat: no spread)');
    fireEvent.change(within(region).getByRole('combobox', { name: 'Unit' }), { target: { value: 'reu' } });
    await waitFor(() => expect(cell('A').title).toBe('F13A: ΔΔG 3.44 ± 0.74 REU (2 repeats)'));
  });
});
