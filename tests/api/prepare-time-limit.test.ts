import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectOpenMM } from '@bench/openmm';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createAction, organisation, sessionWithPose, waitForStatus } from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';

// The job time limit (BENCH_JOB_TIMEOUT_S) stops a real OpenMM Prepare (PDBFixer on haemoglobin
// takes several seconds) and refunds it. CI installs OpenMM; elsewhere this is skipped.
const found = await detectOpenMM();
const hasMM = Boolean(process.env.CI) || ('openmm' in found.versions && 'pdbfixer' in found.versions);

let database: TestDatabase;
let server: TestServer;
let alice: string;

beforeAll(async () => {
  if (!hasMM) return;
  database = await createTestDatabase();
  ({ server, alice } = await startWithUsers(database.db, { BENCH_ENGINE_PREPARE: 'openmm', BENCH_JOB_TIMEOUT_S: '1' }));
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe.runIf(hasMM)('the job time limit on a real engine', () => {
  it('stops an OpenMM Prepare that runs past BENCH_JOB_TIMEOUT_S and refunds it', async () => {
    const { sid, pose } = await sessionWithPose(server, alice, 'pdb/4hhb.pdb');
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'prepare', pose_ids: [pose._id], collection_id: null },
      'Prepare',
    );
    expect(action.engine).toBe('openmm');
    const balance = (await organisation(server, alice)).balanceCredits;
    expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
    expect((await organisation(server, alice)).balanceCredits).toBeLessThan(balance);
    const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED', 30_000);
    expect(failed.error_message).toBe('The job ran longer than the time limit of 1 s and was stopped.');
    expect((await organisation(server, alice)).balanceCredits).toBe(balance);
  }, 60_000);
});
