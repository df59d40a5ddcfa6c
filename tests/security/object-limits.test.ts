import { describe, expect, it } from 'vitest';
import type { TestServer } from '../api/helpers/server.ts';
import { useUsersServer } from '../api/helpers/suite.ts';

// Issue 22 item 5: no stored object had a size limit (a 40 MB session state came back with every
// project list; a 1,000,000-position selector and a ligand with a 5 MB field were stored). Each
// field and each item now has a limit, a setting, and a clear 400 or 413.
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started), {
  BENCH_MAX_NAME_LENGTH: '40',
  BENCH_MAX_SEQUENCE_LENGTH: '1000',
});

const MiB = 1024 * 1024;
const newSession = async () =>
  (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Limits' } })).body._id as string;

describe('limits per stored object', () => {
  it('refuses a 40 MB session state with 413, and the project list never carries a state', async () => {
    const sid = await newSession();
    const huge = await server.call('PUT', `/api/sessions/${sid}`, {
      token: alice,
      body: { state: { blob: 'x'.repeat(40 * MiB) } },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('state is 40.0 MiB; the limit is 1.0 MiB (BENCH_MAX_SESSION_STATE_BYTES).');
    const saved = await server.call('PUT', `/api/sessions/${sid}`, { token: alice, body: { state: { note: 'kept' } } });
    expect(saved.status, saved.text).toBe(200);
    const list = await server.call('GET', '/api/sessions', { token: alice });
    const queried = await server.call('POST', '/api/sessions/query', {
      token: alice,
      body: { query: { is_deleted: false } },
    });
    for (const projects of [list.body, queried.body.models]) {
      expect(projects.map((p: { _id: string }) => p._id)).toContain(sid);
      for (const project of projects) expect(project).not.toHaveProperty('state');
    }
    // the project itself still opens with its state
    expect((await server.call('GET', `/api/sessions/${sid}`, { token: alice })).body.state).toEqual({ note: 'kept' });
  });

  it('refuses a selector of 1,000,000 positions with 400', async () => {
    const sid = await newSession();
    const positions = Array.from({ length: 1_000_000 }, (_, i) => i + 1);
    const reply = await server.call('POST', `/api/sessions/${sid}/selectors`, {
      token: alice,
      body: { name: 'everything', positions },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'positions: 1,000,000 positions; a selector holds at most 100,000 (BENCH_MAX_SELECTOR_POSITIONS)',
    );
  });

  it('refuses a ligand with a 5 MB data field with 413, and a 5 MB ligand file on import', async () => {
    const sid = await newSession();
    const field = await server.call('POST', `/api/sessions/${sid}/free_ligands`, {
      token: alice,
      body: { name: 'L1', data_fields: { notes: 'y'.repeat(5 * MiB) } },
    });
    expect(field.status).toBe(413);
    expect(field.body.message).toBe('data_fields.notes is 5.0 MiB; the limit is 2.0 MiB (BENCH_MAX_LIGAND_BYTES).');
    const file = await server.call('POST', `/api/sessions/${sid}/prepareLigands`, {
      token: alice,
      body: { fileNames: ['big.sdf'], files: ['z'.repeat(5 * MiB)] },
    });
    expect(file.status).toBe(413);
    expect(file.body.message).toBe('big.sdf is 5.0 MiB; the limit is 2.0 MiB (BENCH_MAX_LIGAND_BYTES).');
  });

  it('applies the configured name and sequence limits', async () => {
    const sid = await newSession();
    const name = await server.call('POST', `/api/sessions/${sid}/selectors`, {
      token: alice,
      body: { name: 'n'.repeat(41), positions: [1] },
    });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('name: 41 characters; a name has at most 40 (BENCH_MAX_NAME_LENGTH)');
    const fasta = await server.call('POST', `/api/sessions/${sid}/sequence_collections/importFasta`, {
      token: alice,
      body: { name: 'Long', fasta: `>long\n${'A'.repeat(1001)}\n` },
    });
    expect(fasta.status).toBe(400);
    expect(fasta.body.message).toBe(
      'long: 1,001 letters; the longest sequence allowed is 1,000 (BENCH_MAX_SEQUENCE_LENGTH)',
    );
    const ok = await server.call('POST', `/api/sessions/${sid}/selectors`, {
      token: alice,
      body: { name: 'n'.repeat(40), positions: [1, 2] },
    });
    expect(ok.status, ok.text).toBe(201);
  });
});
