import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Api, Notify, MESSAGES, type QueryRequest } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import promotions from '../src/index.ts';

const make = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    _id: `p${i}`,
    content: `**News ${i}**`,
    is_visible: i % 2 === 0,
    published_timestamp: null,
    created_timestamp: '2025-01-01T00:00:00Z',
  }));

function renderList(total: number, isPromotionEditor: boolean) {
  const all = make(total);
  const api = fakeApi({
    'POST /api/promotions/query': ({ body }: { body: QueryRequest }) => ({ models: all.slice(0, body.per_page) }),
    'GET /api/promotions/get/new/count': { count: 3 },
    'DELETE /api/promotions/:id': { ok: true },
  });
  const notify = fakeNotify();
  createTestWorkbench({
    plugins: [promotions],
    route: '/whatsnew',
    user: { isPromotionEditor },
    services: [provide(Api, api), provide(Notify, notify)],
  }).render();
  return { api, notify };
}

const queries = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/api/promotions/query').map((c) => c.body);

describe('promotions list', () => {
  it('asks non-editors for visible promotions, 10 first, then twice the number loaded', async () => {
    const { api } = renderList(25, false);
    expect(await screen.findByText('News 0')).toBeTruthy();
    expect(queries(api)[0]).toEqual({ query: { is_visible: true }, sort: { created_timestamp: -1 }, per_page: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('News 19')).toBeTruthy());
    expect(queries(api)[1]).toMatchObject({ per_page: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('News 24')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create promotion' })).toBeNull();
  });

  it('shows the new-promotions count in the console navigation', async () => {
    renderList(1, false);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(await within(nav).findByText('3')).toBeTruthy();
  });

  it('lets editors delete after confirming', async () => {
    const { api } = renderList(2, true);
    expect(await screen.findByText('News 1')).toBeTruthy();
    expect(queries(api)[0]).toEqual({ sort: { created_timestamp: -1 }, per_page: 10 });
    expect(screen.getByText('Not published')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.deletePromotionConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls).toContainEqual({ method: 'DELETE', path: '/api/promotions/p0' }));
  });
});
