import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../api/helpers/database.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';
import { rawSocket } from './socket.ts';

// Issue 22 item 6: no protective headers, and any Host was answered — in local mode, where the
// single user needs no credentials, a page on another site could drive the API (DNS rebinding).
let database: TestDatabase;
let server: TestServer;
const servers: TestServer[] = [];

/** A request with exactly these headers (fetch cannot set Host). */
function raw(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database.db);
  servers.push(server);
});
afterAll(async () => {
  for (const one of servers) await one.close();
  await database?.drop();
});

describe('protective headers', () => {
  it('every answer carries a strict CSP, nosniff, no framing and a same-origin referrer policy', async () => {
    for (const path of ['/api/config', '/api/sessions', '/no-such-page']) {
      const reply = await server.call('GET', path);
      const csp = reply.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
      // scripts only from this server: never inline, never compiled at run time
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('referrer-policy')).toBe('same-origin');
    }
  });
});

describe('Host and Origin in local mode', () => {
  it('answers the loopback names, with the port, and refuses any other Host (DNS rebinding)', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `[::1]:${server.port}`, 'localhost']) {
      expect((await raw(server.port, 'GET', '/api/sessions', { host })).status, host).toBe(200);
    }
    const rebound = await raw(server.port, 'GET', '/api/sessions', { host: `attacker.example:${server.port}` });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body)).toEqual({
      code: 'HOST_NOT_ALLOWED',
      message: `This server answers only to 127.0.0.1, localhost, [::1] (BENCH_ALLOWED_HOSTS adds names); the request named 'attacker.example:${server.port}'.`,
    });
  });

  it('answers the names of BENCH_ALLOWED_HOSTS too', async () => {
    const site = await startServer(database.db, { BENCH_ALLOWED_HOSTS: 'bench.lab.example, other.example:8443' });
    servers.push(site);
    expect((await raw(site.port, 'GET', '/api/config', { host: 'bench.lab.example' })).status).toBe(200);
    expect((await raw(site.port, 'GET', '/api/config', { host: 'other.example:8443' })).status).toBe(200);
    expect((await raw(site.port, 'GET', '/api/config', { host: 'other.example:9000' })).status).toBe(403);
  });

  it('refuses a write from a page on another site (a form posted cross-site)', async () => {
    const host = `127.0.0.1:${server.port}`;
    const form = { host, 'content-type': 'application/x-www-form-urlencoded' };
    const cross = await raw(
      server.port,
      'POST',
      '/api/sessions',
      { ...form, origin: 'https://attacker.example' },
      'name=Planted',
    );
    expect(cross.status).toBe(403);
    const same = await raw(server.port, 'POST', '/api/sessions', { ...form, origin: `http://${host}` }, 'name=Mine');
    expect(same.status).toBe(201);
  });

  it('refuses a live-channel socket opened under another Host or from another site', async () => {
    expect((await rawSocket(server.port)).socketId()).not.toBe('');
    for (const headers of [{ host: 'attacker.example' }, { origin: 'https://attacker.example' }] as Record<
      string,
      string
    >[]) {
      const refused = await rawSocket(server.port, headers);
      expect(refused.socketId()).toBe('');
      expect(refused.frames).toEqual([]);
    }
  });
});
