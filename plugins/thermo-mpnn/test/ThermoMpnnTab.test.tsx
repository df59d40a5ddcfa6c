import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TabData } from '@bench/sdk';
import { HOST_SESSION, renderSessionTab } from '@bench/testing';
import thermo from '../src/index.ts';

const SID = HOST_SESSION;
const stamp = '2026-01-01T00:00:00.000Z';
const tab: TabData = {
  id: 't-t',
  kind: 'thermoMpnn',
  title: 'ThermoMPNN 1crn',
  isCloseable: true,
  data: { type: 'thermo_mpnns', id: 'm1', name: 'ThermoMPNN 1crn' },
};
const item = (overrides: Record<string, unknown>) => ({
  _id: 'm1',
  session_id: SID,
  name: 'ThermoMPNN 1crn',
  inputs: { pose_id: 'p1', pose_name: '1crn' },
  outputs: {},
  status: 'INIT',
  pose_collection_id: 'c1',
  is_archived: false,
  is_deleted: false,
  created_timestamp: stamp,
  updated_timestamp: stamp,
  ...overrides,
});

function renderTab(stored: Record<string, unknown>, collection: Record<string, unknown> | null) {
  // the server's copy: run and cancel change it, and the tab reads it again (its own live events are dropped)
  let current = stored;
  const changed = (status: string) => () => (current = { ...stored, status, progress: null });
  const routes = {
    'GET /api/sessions/:sid/thermo_mpnns/:id': () => current,
    'POST /api/sessions/:sid/thermo_mpnns/getMany': () => [current],
    'PUT /api/sessions/:sid/thermo_mpnns/:id/run': changed('QUEUEING'),
    'PUT /api/sessions/:sid/thermo_mpnns/:id/cancel': changed('CANCELLED'),
    'GET /api/sessions/:sid/pose_collections/:id': collection ?? { _id: 'c1', name: 'Crambin', is_deleted: true },
  };
  return renderSessionTab({ plugins: [thermo], tab, routes }).api;
}

describe('ThermoMPNN tab (plugin alone)', () => {
  it('before running: the name can be edited and Run sends the run request', async () => {
    const api = renderTab(item({}), { _id: 'c1', name: 'Crambin', is_archived: true, is_deleted: false });
    const region = await screen.findByRole('region', { name: 'ThermoMPNN 1crn' });
    expect(within(region).getByLabelText('ThermoMPNN name')).toBeTruthy();
    expect(await within(region).findByRole('button', { name: /Crambin \(archived\)/ })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Run (45 credits)' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === `/api/sessions/${SID}/thermo_mpnns/m1/run`)).toBe(
        true,
      ),
    );
  });

  it('while running: progress and Cancel, which stops the run and offers Run again', async () => {
    const api = renderTab(item({ status: 'RUNNING', progress: { step: 'Scoring', percent: 40 } }), null);
    const region = await screen.findByRole('region', { name: 'ThermoMPNN 1crn' });
    expect(within(region).getByRole('status').textContent).toBe('Scoring — 40%');
    expect(within(region).queryByRole('button', { name: /^Run/ })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'PUT' && c.path === `/api/sessions/${SID}/thermo_mpnns/m1/cancel`),
      ).toBe(true),
    );
    expect(await within(region).findByRole('button', { name: 'Run (45 credits)' })).toBeTruthy();
    expect(within(region).getByLabelText('Status').textContent).toBe('CANCELLED');
    expect(within(region).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('when done: the heat map of every substitution, the name fixed, and a deleted source collection said so', async () => {
    renderTab(
      item({
        status: 'COMPLETED',
        outputs: {
          results: { '1': { A: 2.6, W: -0.4 }, '2': { G: -3.254 } },
          original_residues: { '1': 'T', '2': 'T' },
        },
      }),
      null,
    );
    const region = await screen.findByRole('region', { name: 'ThermoMPNN 1crn' });
    expect(within(region).queryByLabelText('ThermoMPNN name')).toBeNull();
    expect(await within(region).findByText('Source collection deleted')).toBeTruthy();
    const grid = within(region).getByRole('table', { name: 'ThermoMPNN grid' });
    const cell = (label: string) => within(grid).getByLabelText(label, { selector: 'span' });
    expect(cell('A at 1').textContent).toBe('2.60');
    expect(cell('A at 1').getAttribute('style')).toContain('52%'); // |2.6| / 5
    expect(cell('W at 1').getAttribute('style')).toBeNull(); // under 0.5: no colour
    expect(cell('G at 2').getAttribute('style')).toContain('100%'); // |−3.254| / 3, capped
    // two decimals in the cell, the value as stored with its unit on hover
    expect(cell('G at 2').textContent).toBe('-3.25');
    expect(cell('G at 2').getAttribute('title')).toBe('T2G: -3.254 kcal/mol');
    expect(cell('T at 1').textContent).toBe('·');
    // the colour key of ThermoMPNN's own scale
    const legend = within(region).getByRole('figure', { name: 'Colour scale (kcal / mol)' });
    expect(legend.textContent).toContain('≤ −3');
    expect(legend.textContent).toContain('≥ 5');
    expect(legend.textContent).toContain('no colour between −0.5 and 0.5');
  });
});
