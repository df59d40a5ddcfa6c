import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Api, Notify, MESSAGES } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import promotions from '../src/index.ts';

describe('promotion form', () => {
  it('creates a trimmed, hidden-by-default promotion and returns to the list', async () => {
    const api = fakeApi({
      'POST /api/promotions': ({ body }: { body: object }) => ({ _id: 'n1', ...body }),
      'POST /api/promotions/query': { models: [] },
      'GET /api/promotions/get/new/count': { count: 0 },
    });
    const notify = fakeNotify();
    const bench = createTestWorkbench({
      plugins: [promotions],
      route: '/whatsnew/create',
      user: { isPromotionEditor: true },
      services: [provide(Api, api), provide(Notify, notify)],
    });
    bench.render();
    expect(await screen.findByRole('heading', { name: 'Create promotion' })).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Content/ }), { target: { value: '  Hello **all**  ' } });
    fireEvent.change(screen.getByLabelText('Published'), { target: { value: '' } });
    fireEvent.click(create);
    await waitFor(() =>
      expect(notify.messages).toContainEqual({ kind: 'success', message: MESSAGES.promotions.created }),
    );
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/promotions')?.body).toEqual({
      content: 'Hello **all**',
      is_visible: false,
      published_timestamp: null,
    });
    expect(bench.location.history.at(-1)).toBe('/whatsnew');
  });
});
