import { describe, expect, it } from 'vitest';
import type { TestServer } from '../api/helpers/server.ts';
import { useUsersServer } from '../api/helpers/suite.ts';

// Issue 22 item 7: a body nested 10,000 levels deep overflowed the stack on save (500). Its depth
// is measured without recursion and refused before any route or the database sees it.
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started));

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('answers 400 with the limit, and stores nothing', async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Deep' } })).body._id;
    const reply = await server.call('PUT', `/api/sessions/${sid}`, {
      token: alice,
      headers: { 'content-type': 'application/json' },
      raw: `{"state":${nested(10_000)}}`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'The request body nests deeper than 100 levels of objects and arrays (BENCH_MAX_JSON_DEPTH).',
    );
    const session = (await server.call('GET', `/api/sessions/${sid}`, { token: alice })).body;
    expect(session.state).toEqual({ tabs: { active_tab_index: -1, open_tabs: [] } });
    // ordinary nesting still saves
    const shallow = await server.call('PUT', `/api/sessions/${sid}`, {
      token: alice,
      raw: `{"state":${nested(50)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(shallow.status, shallow.text).toBe(200);
  });
});
