import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { addPose, createThermoMpnn, sessionWithPose } from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';

let database: TestDatabase;
let server: TestServer;
let alice: string;
let bob: string;
const clients: Pusher[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ server, alice, bob } = await startWithUsers(database.db));
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.close();
  await database?.drop();
});

/** pusher-js exactly as the browser configures it from GET /api/config. */
async function connect(token: string): Promise<Pusher> {
  const { live } = (await server.call('GET', '/api/config', { token })).body;
  const client = new Pusher(live.key, {
    cluster: live.cluster,
    wsHost: live.wsHost,
    wsPort: live.wsPort,
    forceTLS: live.forceTLS,
    enabledTransports: ['ws'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: live.authEndpoint,
      customHandler: async ({ socketId, channelName }, callback) => {
        const reply = await server.call('POST', live.authEndpoint, {
          token,
          body: { socket_id: socketId, channel_name: channelName },
        });
        if (reply.status === 200) callback(null, reply.body);
        else callback(new Error(`auth ${reply.status}`), null);
      },
    },
  });
  clients.push(client);
  return client;
}

function subscribed(client: Pusher, name: string) {
  const channel = client.subscribe(name);
  return new Promise<typeof channel>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(error));
  });
}

describe('live channel (Pusher protocol)', () => {
  it('delivers model events for a session to a subscribed pusher-js client, with the writer client id', async () => {
    const session = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Live' } })).body;
    const collection = (
      await server.call('POST', `/api/sessions/${session._id}/pose_collections`, { token: alice, body: { name: 'C' } })
    ).body;
    const client = await connect(alice);
    const channel = await subscribed(client, `private-session-${session._id}`);
    const userChannel = await subscribed(client, 'private-user-local-alice');

    const received = new Promise((resolve) => channel.bind('model', resolve));
    const rename = await server.call('PUT', `/api/sessions/${session._id}/pose_collections/${collection._id}`, {
      token: alice,
      body: { name: 'Renamed' },
      headers: { 'x-client-id': '11-22-33' },
    });
    expect(rename.status).toBe(200);
    expect(await received).toEqual({
      op: 'update',
      type: 'pose_collections',
      ids: [collection._id],
      session_id: session._id,
      client_id: '11-22-33',
    });

    const sessionEvent = new Promise((resolve) => userChannel.bind('model', resolve));
    await server.call('PUT', `/api/sessions/${session._id}`, {
      token: alice,
      body: { view: { selectors: true } },
      headers: { 'x-client-id': '1-2-3' },
    });
    expect(await sessionEvent).toMatchObject({
      op: 'update',
      type: 'sessions',
      ids: [session._id],
      client_id: '1-2-3',
    });
  });

  it("announces a plugin item's run once, as the caller's write (the server host publishes it)", async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const item = await createThermoMpnn(server, alice, sid, pose._id);
    const channel = await subscribed(await connect(alice), `private-session-${sid}`);
    const events: Record<string, unknown>[] = [];
    channel.bind('model', (event: Record<string, unknown>) => events.push(event));
    const ran = await server.call('PUT', `/api/sessions/${sid}/thermo_mpnns/${item._id}/run`, {
      token: alice,
      headers: { 'x-client-id': '7-7-7' },
    });
    expect(ran.status, ran.text).toBe(200);
    await expect
      .poll(() => events.filter((e) => e.client_id === '7-7-7'))
      .toEqual([{ op: 'update', type: 'thermo_mpnns', ids: [item._id], session_id: sid, client_id: '7-7-7' }]);
    // and only once: the route no longer publishes it besides the host
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.filter((e) => e.client_id === '7-7-7')).toHaveLength(1);
  });

  it("announces a loaded structure's new raw collection and its pose (the server host publishes them)", async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Loaded' } })).body._id;
    const channel = await subscribed(await connect(alice), `private-session-${sid}`);
    const events: Record<string, unknown>[] = [];
    channel.bind('model', (event: Record<string, unknown>) => events.push(event));
    const { collection, pose } = await addPose(server, alice, sid);
    await expect
      .poll(() => events)
      .toEqual([
        { op: 'create', type: 'pose_collections', ids: [collection._id], session_id: sid, client_id: null },
        { op: 'create', type: 'poses', ids: [pose._id], session_id: sid, client_id: null },
      ]);
  });

  it('relays client events to the other members of the channel only', async () => {
    const session = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Windows' } })).body;
    const [one, two] = [await connect(alice), await connect(alice)];
    const name = `private-session-${session._id}`;
    const [a, b] = [await subscribed(one, name), await subscribed(two, name)];
    let echoed = false;
    a.bind('client-displaybox', () => (echoed = true));
    const got = new Promise((resolve) => b.bind('client-displaybox', resolve));
    a.trigger('client-displaybox', { session: session._id, box: 'logo', value: true });
    expect(await got).toEqual({ session: session._id, box: 'logo', value: true });
    expect(echoed).toBe(false);
  });

  it('refuses to sign another users channels, and the endpoint refuses unsigned subscriptions', async () => {
    const session = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Private' } })).body;
    for (const channel_name of [`private-session-${session._id}`, 'private-user-local-alice']) {
      const reply = await server.call('POST', '/api/live/auth', {
        token: bob,
        body: { socket_id: '1.2', channel_name },
      });
      expect([403, 404]).toContain(reply.status);
    }
    const form = await fetch(`${server.url}/api/live/auth`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'socket_id=1.2&channel_name=private-user-local-bob',
    });
    expect((await form.json()).auth).toMatch(/^bench:[0-9a-f]{64}$/);

    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/bench?protocol=7&client=js&version=8.6.0`);
    const frames: { event: string; data: unknown }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await new Promise((resolve) => ws.once('open', resolve));
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0].event).toBe('pusher:connection_established');
    ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: `private-session-${session._id}`, auth: 'bench:forged' },
      }),
    );
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await expect
      .poll(() => frames.map((f) => f.event))
      .toEqual(['pusher:connection_established', 'pusher:error', 'pusher:pong']);
    ws.close();
  });
});
