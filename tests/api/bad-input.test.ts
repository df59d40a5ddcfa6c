import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startServer, type TestServer } from './helpers/server.ts';

let database: TestDatabase;
let server: TestServer;
let sid: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database.db, {
    BENCH_BODY_LIMIT: '20000',
    BENCH_DISRUPTION_MESSAGE: 'generic-message',
    BENCH_DISRUPTION_URL: 'https://status.example.org',
  });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});
beforeEach(async () => {
  await database.reset();
  sid = (await server.call('POST', '/api/sessions', { body: { name: 'Input' } })).body._id;
});

const snapshot = () => database.db.query('SELECT _id, version, body FROM items ORDER BY _id');

describe('bad input leaves stored data unchanged', () => {
  it('names unknown fields, wrong types and invalid names in a 400', async () => {
    const collection = (await server.call('POST', `/api/sessions/${sid}/pose_collections`, { body: { name: 'Good' } }))
      .body;
    const before = await snapshot();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', 'pose_collections', { name: 'x', colour: 'red' }, /unknown field: colour/],
      ['PUT', `pose_collections/${collection._id}`, { name: 'ok', nested: 1 }, /unknown field: nested/],
      ['POST', 'poses', { name: 'p', index: 'first' }, /index/],
      ['POST', 'selectors', { name: 'S', positions: [3, 1] }, /ascending/],
      ['PUT', `pose_collections/${collection._id}`, { name: 'bad/name?' }, /name/],
      ['POST', 'sequence_collections', { name: 'a<b>' }, /name/],
      ['POST', 'poses', { pose_collection_id: 'not-an-id' }, /pose_collection_id/],
      ['POST', 'poses', { session_id: 'a'.repeat(24) }, /session_id/],
    ];
    for (const [method, path, body, message] of cases) {
      const reply = await server.call(method, `/api/sessions/${sid}/${path}`, { body });
      expect(reply.status, `${method} ${path}`).toBe(400);
      expect(reply.body.code).toBe('VALIDATION');
      expect(reply.body.message).toMatch(message);
    }
    expect((await server.call('POST', '/api/sessions', { body: { name: 'x', owner: 'me' } })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const before = await snapshot();
    const malformed = await server.call('POST', `/api/sessions/${sid}/selectors`, {
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toHaveProperty('message');
    const huge = await server.call('POST', `/api/sessions/${sid}/sequences`, {
      body: { name: 'big', sequence: 'A'.repeat(30_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    // a small gzip body that inflates past the limit is refused too
    const bomb = await server.call('POST', `/api/sessions/${sid}/sequences`, {
      body: { name: 'bomb', sequence: 'A'.repeat(30_000) },
      gzip: true,
    });
    expect(bomb.status).toBe(413);
    const broken = await server.call('POST', `/api/sessions/${sid}/poses`, {
      raw: 'not gzip',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(broken.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts gzip-compressed bodies', async () => {
    const reply = await server.call('POST', `/api/sessions/${sid}/sequences`, {
      body: { name: 'zipped', sequence: 'ACDE'.repeat(1000) },
      gzip: true,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.sequence).toHaveLength(4000);
  });

  it('answers unknown routes and ids with JSON errors', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/sessions/x/y/z'],
      ['GET', `/api/sessions/${sid}/unicorns`],
      ['GET', '/api/sessions/zzz'],
    ]) {
      const reply = await server.call(method, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('sends the service-disruption headers on every response', async () => {
    const reply = await server.call('GET', '/api/config');
    expect(reply.headers.get('x-service-disruption-message')).toBe('generic-message');
    expect(reply.headers.get('x-service-disruption-url')).toBe('https://status.example.org');
  });
});
