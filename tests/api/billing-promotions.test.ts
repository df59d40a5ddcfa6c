import { describe, expect, it } from 'vitest';
import { appendLedger } from '../../server/src/index.ts';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ database, server, alice, bob } = started), { BENCH_INITIAL_CREDITS: '1000' });

const call = (token: string, method: string, path: string, body?: unknown) =>
  server.call(method, path, { token, body });

describe('billing', () => {
  it('opens the declared organisation with the declared credits', async () => {
    const org = await call(alice, 'GET', '/api/billing_accounts/organization');
    expect(org.body).toEqual({
      organizationId: 42,
      balanceCredits: 250,
      subscriptionType: 'Gold',
      billingPortalURL: null,
    });
    const bobs = await call(bob, 'GET', '/api/billing_accounts/organization');
    expect(bobs.body).toMatchObject({ organizationId: 'local|bob', balanceCredits: 10, subscriptionType: 'Startup' });
  });

  it('downloads the ledger as CSV that sums to the balance, and never overdraws', async () => {
    await call(alice, 'GET', '/api/billing_accounts/organization');
    await database.db.transaction((tx) =>
      appendLedger(tx, '42', { type: 'debit', amount: -12.5, description: 'Relax, "fast"', reference: 'job-1' }),
    );
    await expect(
      database.db.transaction((tx) =>
        appendLedger(tx, '42', { type: 'debit', amount: -1000, description: 'too much' }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });

    const csv = await call(alice, 'GET', '/api/billing_accounts/transactions');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('transactions.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('timestamp,type,amount,balance,description,reference');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 4).join(','))).toEqual([
      'grant,250,250',
      'debit,-12.5,237.5',
    ]);
    expect(lines[2]).toContain('"Relax, ""fast"""');
    expect((await call(alice, 'GET', '/api/billing_accounts/organization')).body.balanceCredits).toBe(237.5);
  });

  it('lists products and says support is disabled', async () => {
    const products = (await call(bob, 'GET', '/api/billing_accounts/products')).body.products;
    expect(products.find((p: { id: string }) => p.id === 'Startup')).toMatchObject({
      name: 'Pilot',
      selfService: false,
    });
    expect((await call(bob, 'GET', '/api/billing_accounts/support-enabled')).body).toEqual({ enabled: false });
  });
});

describe('promotions', () => {
  it('lets editors write; trims content, refuses empty content, hides unpublished ones from others', async () => {
    const hidden = await call(alice, 'POST', '/api/promotions', { content: '  **New** logo viewer  ' });
    expect(hidden.status).toBe(201);
    expect(hidden.body).toMatchObject({ content: '**New** logo viewer', is_visible: false });
    const visible = await call(alice, 'POST', '/api/promotions', { content: 'ThermoMPNN is here', is_visible: true });
    expect((await call(alice, 'POST', '/api/promotions', { content: '   ' })).status).toBe(400);

    const editorView = await call(alice, 'POST', '/api/promotions/query', { sort: { created_timestamp: -1 } });
    expect(editorView.body.models).toHaveLength(2);
    const bobView = await call(bob, 'POST', '/api/promotions/query', {
      query: {},
      sort: { created_timestamp: -1 },
      page: 0,
      per_page: 10,
    });
    expect(bobView.body).toMatchObject({ total: 1, models: [{ _id: visible.body._id }] });
    expect((await call(bob, 'GET', `/api/promotions/${hidden.body._id}`)).status).toBe(404);
    expect((await call(bob, 'POST', '/api/promotions/query', { query: { is_visible: false } })).body.models).toEqual(
      [],
    );

    for (const [method, path, body] of [
      ['POST', '/api/promotions', { content: 'spam' }],
      ['PUT', `/api/promotions/${visible.body._id}`, { content: 'defaced' }],
      ['DELETE', `/api/promotions/${visible.body._id}`, undefined],
      ['PUT', '/api/promotions/softDelete', { ids: [visible.body._id] }],
    ] as const) {
      const reply = await call(bob, method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(403);
    }
    expect((await call(alice, 'GET', `/api/promotions/${visible.body._id}`)).body.content).toBe('ThermoMPNN is here');
  });

  it('counts visible promotions published since the last active session update', async () => {
    await call(alice, 'POST', '/api/promotions', {
      content: 'old',
      is_visible: true,
      published_timestamp: '2020-01-01T00:00:00.000Z',
    });
    await call(alice, 'POST', '/api/promotions', {
      content: 'fresh',
      is_visible: true,
      published_timestamp: '2999-01-01T00:00:00.000Z',
    });
    await call(alice, 'POST', '/api/promotions', {
      content: 'hidden',
      published_timestamp: '2999-01-01T00:00:00.000Z',
    });
    expect((await call(bob, 'GET', '/api/promotions/get/new/count')).body).toEqual({ count: 2 });
    await call(bob, 'POST', '/api/sessions', { name: 'Today' });
    expect((await call(bob, 'GET', '/api/promotions/get/new/count')).body).toEqual({ count: 1 });
  });
});

describe('notifications', () => {
  it('lists the callers own notifications and marks them notified', async () => {
    const note = await call(bob, 'POST', '/api/notifications', { title: 'Job done', body: 'Relax 1 finished' });
    expect(note.body.did_notify).toBe(false);
    expect((await call(alice, 'GET', '/api/notifications')).body).toEqual([]);
    expect((await call(alice, 'PUT', `/api/notifications/${note.body._id}`, { did_notify: true })).status).toBe(404);
    expect((await call(bob, 'PUT', `/api/notifications/${note.body._id}`, { title: 'changed' })).status).toBe(400);
    expect((await call(bob, 'PUT', `/api/notifications/${note.body._id}`, { did_notify: true })).body.did_notify).toBe(
      true,
    );
    expect(
      (await call(bob, 'GET', '/api/notifications')).body.map((n: { did_notify: boolean }) => n.did_notify),
    ).toEqual([true]);
  });
});
