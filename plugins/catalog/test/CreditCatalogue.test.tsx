import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Api, Credits, Notify } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/sdk/testing';
import catalog from '../src/index.ts';

describe('Credit catalogue', () => {
  it('shows plugin rows with their engine and the spec rows not built yet', async () => {
    const rows = [{ action: 'Minimize', unit: 'structure', cost: '2', pluginId: 'minimize', engine: 'openmm' }];
    createTestWorkbench({
      plugins: [catalog],
      route: '/catalog',
      services: [provide(Api, fakeApi()), provide(Notify, fakeNotify()), provide(Credits, { catalogue: () => rows })],
    }).render();
    expect(await screen.findByText('openmm')).toBeTruthy();
    expect(screen.getAllByText('Minimize')).toHaveLength(1);
    expect(screen.getByText('ThermoMPNN')).toBeTruthy();
    expect(screen.getAllByText('In Bench')).toHaveLength(1);
  });
});
