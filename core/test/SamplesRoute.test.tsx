import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Api, Notify, definePlugin } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';

const open = (route: string) =>
  createTestWorkbench({
    plugins: [viewer],
    route,
    services: [provide(Api, fakeApi()), provide(Notify, fakeNotify())],
  }).render();

const viewer = definePlugin({
  id: 'viewer',
  contributes: {
    samples: [
      {
        id: 'pv-structure-viewer',
        title: 'Structure viewer sample',
        component: async () => ({ default: () => <p>the sample component</p> }),
      },
    ],
  },
});

describe("developer sample pages under '/__samples'", () => {
  it('shows a contributed sample', async () => {
    open('/__samples/pv-structure-viewer');
    expect(await screen.findByText('the sample component')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Structure viewer sample' })).toBeTruthy();
  });

  it('a page of the spec whose plugin is not loaded (a subset catalog) says so', () => {
    open('/__samples/ppd-tab');
    expect(screen.getByText('No loaded plugin provides this sample.')).toBeTruthy();
  });

  it('lists every page of the spec and every contributed one', () => {
    open('/__samples');
    const names = screen.getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual([
      'cad-structure-viewer',
      'pv-structure-viewer',
      'sequence-viewer',
      'single-sequence-viewer',
      'smiles-viewer',
      'single-chain-hm-group',
      'ppd-tab',
      'cy-sequence-collection-view-sample',
    ]);
  });
});
