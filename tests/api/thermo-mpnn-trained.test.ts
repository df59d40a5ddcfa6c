import { describe, expect, it } from 'vitest';
import { organisation, sessionWithPose } from './helpers/jobs.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// ThermoMPNN on its trained engine (the head over ProteinMPNN's embeddings, in the project's Python
// environment that `npm test` makes): charged, every substitution of every residue, the method named.
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ server, alice } = started));

const at = (sid: string, rest = '') => `/api/sessions/${sid}/thermo_mpnns${rest}`;

describe('ThermoMPNN on the trained engine', () => {
  it("scores all 19 substitutions of each of crambin's 46 residues for 45 credits, in kcal/mol, with the method and its training data named", async () => {
    expect((await server.call('GET', '/api/engines', { token: alice })).body.thermo_mpnn).toMatchObject({
      kind: 'builtin',
      available: true,
    });
    const { sid, pose } = await sessionWithPose(server, alice);
    const item = (await server.call('POST', at(sid), { token: alice, body: { inputs: { pose_id: pose._id } } })).body;
    const before = (await organisation(server, alice)).balanceCredits;
    const ran = await server.call('PUT', at(sid, `/${item._id}/run`), { token: alice });
    expect(ran.status, ran.text).toBe(200);
    expect(ran.body).toMatchObject({ price: 45, engine: 'builtin' });
    expect((await organisation(server, alice)).balanceCredits).toBe(before - 45);
    // Python starts, torch and the weights load: seconds idle, tens of seconds on a loaded machine
    await expect
      .poll(async () => (await server.call('GET', at(sid, `/${item._id}`), { token: alice })).body.status, {
        timeout: 120_000,
      })
      .toBe('COMPLETED');
    const done = (await server.call('GET', at(sid, `/${item._id}`), { token: alice })).body;
    expect(Object.keys(done.outputs.results)).toHaveLength(46);
    expect(done.outputs.original_residues['1']).toBe('T');
    const values = Object.values(done.outputs.results as Record<string, Record<string, number>>).flatMap((row) =>
      Object.values(row),
    );
    expect(values).toHaveLength(46 * 19);
    expect(new Set(values).size).toBeGreaterThan(400); // predictions, not a constant
    expect(Math.max(...values.map(Math.abs))).toBeLessThan(15);
    expect(done.method).toMatchObject({
      name: 'ThermoMPNN-class stability head (trained in Bench)',
      embeddings: 'proteinmpnn_v_48_020',
      units: 'kcal/mol, positive = destabilising',
    });
    expect(done.notes.join(' ')).toContain('ΔΔG in kcal/mol');
  }, 180_000);
});
