import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Api, Notify } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';

const stored = (id: string, did_notify: boolean) => ({
  _id: id,
  title: `Job ${id} finished`,
  body: 'Open the project to see it.',
  did_notify,
});

describe('desktop notifications', () => {
  it('shows on the desktop only the stored notifications not yet notified, once the app is up', async () => {
    const api = fakeApi({
      'POST /api/sessions/query': { models: [] },
      'POST /api/notifications/query': { models: [stored('n1', true), stored('n2', false)], total: 2 },
    });
    const notify = fakeNotify();
    createTestWorkbench({ plugins: [], route: '/', services: [provide(Api, api), provide(Notify, notify)] }).render();
    await waitFor(() => expect(notify.desktopShown).toEqual(['n2']));
  });
});
