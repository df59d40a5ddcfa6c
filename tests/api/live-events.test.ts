import { describe, expect, it } from 'vitest';
import { liveChannel } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// The window events of spec 1 §7 and spec 3 §7, emitted through POST /api/live/events.
let server: TestServer;
let alice: string;
let bob: string;

useUsersServer((started) => ({ server, alice, bob } = started));

const CLIENT = '1-2-3';
const emit = (token: string, body: unknown) =>
  server.call('POST', '/api/live/events', { token, body, headers: { 'x-client-id': CLIENT } });
const newSession = async (token: string) =>
  (await server.call('POST', '/api/sessions', { token, body: { name: 'Live' } })).body._id as string;

describe('window and displaybox events', () => {
  it('a window event reaches the user channel with user, sessions and the sender client id', async () => {
    const sid = await newSession(alice);
    const live = await liveChannel(server, alice, sid, 'private-user-local-alice');
    expect((await emit(alice, { event: 'window', data: { user: 'local|alice', sessions: [sid] } })).body).toEqual({
      ok: true,
    });
    await expect
      .poll(() => live.frames.find((f) => f.event === 'window')?.data)
      .toEqual({ user: 'local|alice', sessions: [sid], client_id: CLIENT });
    live.close();
  });

  it('a displaybox event reaches the session channel with session, box and value', async () => {
    const sid = await newSession(alice);
    const live = await liveChannel(server, alice, sid);
    await emit(alice, {
      event: 'displaybox',
      data: { session: sid, box: 'scores', value: { column: 'fa_rep', visible: true } },
    });
    await expect
      .poll(() => live.frames.find((f) => f.event === 'displaybox')?.data)
      .toEqual({ session: sid, box: 'scores', value: { column: 'fa_rep', visible: true }, client_id: CLIENT });
    live.close();
  });

  it("refuses someone else's session or user, unknown events and oversized values", async () => {
    const sid = await newSession(alice);
    expect((await emit(bob, { event: 'displaybox', data: { session: sid, box: 'x', value: 1 } })).status).toBe(404);
    expect((await emit(bob, { event: 'window', data: { user: 'local|alice', sessions: [] } })).status).toBe(403);
    expect((await emit(bob, { event: 'window', data: { user: 'local|bob', sessions: [sid] } })).status).toBe(404);
    expect((await emit(alice, { event: 'model', data: {} })).status).toBe(400);
    const big = await emit(alice, { event: 'displaybox', data: { session: sid, box: 'x', value: 'a'.repeat(5000) } });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('data.value: at most 4000 characters of JSON');
  });
});
