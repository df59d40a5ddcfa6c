import { describe, expect, it } from 'vitest';
import type { TestServer } from '../api/helpers/server.ts';
import { useUsersServer } from '../api/helpers/suite.ts';

// Issue 22 item 7: one malformed PDB was answered with a 4 MB message, one line per bad line. A
// parse error now gives the first problems and how many there are in all.
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started));

const BAD_LINES = 60_000;
const truncated = (serial: number) =>
  `ATOM  ${String(serial).padStart(5)}  CA  ALA A${String(serial % 9999).padStart(4)}      21.554  34.953`;

describe('a malformed structure file', () => {
  it('is answered with its first 10 problems and their count', async () => {
    const sid = (await server.call('POST', '/api/sessions', { token: alice, body: { name: 'Bad file' } })).body._id;
    const text = Array.from({ length: BAD_LINES }, (_, i) => truncated(i + 1)).join('\n');
    const reply = await server.call('POST', `/api/sessions/${sid}/analyzePdbs`, {
      token: alice,
      body: { labels: ['bad'], data: [text], fileNames: ['bad.pdb'] },
    });
    expect(reply.status).toBe(400);
    const lines = reply.body.message.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('line 1: ATOM record too short (46 characters; coordinates need 54)');
    // every bad line is counted (the file as a whole may add a problem of its own)
    const [, more, all] = /^… and (\d+) more problems \((\d+) in all\)\.$/.exec(lines[10])!;
    expect(Number(all)).toBeGreaterThanOrEqual(BAD_LINES);
    expect(Number(more)).toBe(Number(all) - 10);
    expect(reply.text.length).toBeLessThan(2_000);
  });
});
