import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../api/helpers/database.ts';
import { startWithUsers, type TestServer } from '../api/helpers/server.ts';
import { errorsOf, rawSocket, type RawSocket } from './socket.ts';

// Issue 22 item 2: the live channel took frames up to 100 MiB and any number of sockets and
// subscriptions from anyone, signed in or not.
let database: TestDatabase;
const servers: TestServer[] = [];
const sockets: RawSocket[] = [];

async function serverWith(env: Record<string, string> = {}) {
  const started = await startWithUsers(database.db, env);
  servers.push(started.server);
  return started;
}
async function socket(server: TestServer) {
  const opened = await rawSocket(server.port);
  sockets.push(opened);
  return opened;
}
/** Subscribes to alice's own private user channel, signed by the server as the app does it. */
async function joinUserChannel(server: TestServer, token: string, socket: RawSocket) {
  const channel = 'private-user-local-alice';
  const { auth } = (
    await server.call('POST', '/api/live/auth', {
      token,
      body: { socket_id: socket.socketId(), channel_name: channel },
    })
  ).body;
  socket.send({ event: 'pusher:subscribe', data: { channel, auth } });
  await expect
    .poll(() =>
      socket.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel),
    )
    .toBe(true);
  return channel;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => {
  for (const opened of sockets.splice(0)) opened.ws.terminate();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
});

describe('the live channel is bounded', () => {
  it('closes a socket that sends a frame above 10 kB (1009) and keeps answering others', async () => {
    const { server } = await serverWith();
    const sender = await socket(server);
    sender.send({ event: 'client-big', channel: 'private-x', data: 'x'.repeat(64 * 1024) });
    await expect.poll(() => sender.closed(), { timeout: 10_000 }).toBe(1009);
    const small = await socket(server);
    small.send({ event: 'pusher:ping', data: {} });
    await expect.poll(() => small.frames.some((f) => f.event === 'pusher:pong')).toBe(true);
  });

  it('closes a socket that joins no private channel in time with 4009; one that does stays open', async () => {
    const { server, alice } = await serverWith({ BENCH_LIVE_AUTH_TIMEOUT_S: '1' });
    const idle = await socket(server);
    const member = await socket(server);
    await joinUserChannel(server, alice, member);
    await expect.poll(() => idle.closed(), { timeout: 15_000 }).toBe(4009);
    expect(idle.frames.at(-1)).toMatchObject({
      event: 'pusher:error',
      data: { code: 4009, message: 'Connection not authorized within timeout' },
    });
    // the member passed the same timeout long ago and still gets answers
    member.send({ event: 'pusher:ping', data: {} });
    await expect.poll(() => member.frames.some((f) => f.event === 'pusher:pong')).toBe(true);
    expect(member.closed()).toBeNull();
  });

  it('subscribes one socket to at most 100 channels', async () => {
    const { server } = await serverWith();
    const greedy = await socket(server);
    for (let i = 0; i < 150; i++) greedy.send({ event: 'pusher:subscribe', data: { channel: `public-${i}` } });
    await expect
      .poll(
        () =>
          greedy.frames.filter(
            (f) => f.event.startsWith('pusher_internal:subscription_succeeded') || f.event === 'pusher:error',
          ).length,
        { timeout: 10_000 },
      )
      .toBe(150);
    expect(greedy.frames.filter((f) => f.event === 'pusher_internal:subscription_succeeded')).toHaveLength(100);
    expect(errorsOf(greedy)).toEqual(Array(50).fill(4300));
  });

  it('relays at most 10 client events a second from one socket; the rest are refused with 4301', async () => {
    const { server, alice } = await serverWith();
    const [sender, receiver] = [await socket(server), await socket(server)];
    const channel = await joinUserChannel(server, alice, sender);
    await joinUserChannel(server, alice, receiver);
    for (let i = 0; i < 50; i++) sender.send({ event: 'client-window', channel, data: { i } });
    await expect
      .poll(() => errorsOf(sender).length + receiver.frames.filter((f) => f.event === 'client-window').length, {
        timeout: 10_000,
      })
      .toBe(50);
    // the 50 frames arrive within a second or two, even on a loaded machine
    expect(receiver.frames.filter((f) => f.event === 'client-window').length).toBeLessThanOrEqual(30);
    expect(errorsOf(sender).every((code) => code === 4301)).toBe(true);
  });

  it('accepts a bounded number of sockets from one address: the next is told 4100 (reconnect with backoff)', async () => {
    const { server } = await serverWith({ BENCH_LIVE_MAX_CONNECTIONS_PER_ADDRESS: '5' });
    for (let i = 0; i < 5; i++) expect((await socket(server)).socketId()).not.toBe('');
    const sixth = await socket(server);
    await expect.poll(() => sixth.closed()).toBe(4100);
    expect(errorsOf(sixth)).toEqual([4100]);
    // a closed socket frees its place
    sockets[0].ws.close();
    await expect.poll(async () => (await socket(server)).socketId() !== '', { timeout: 10_000 }).toBe(true);
  });
});
