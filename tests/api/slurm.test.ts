import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import {
  createAction,
  getAction,
  ledger,
  processAlive,
  sessionWithPose,
  TEST_CATALOG,
  waitForStatus,
} from './helpers/jobs.ts';
import { startWithUsers, type TestServer } from './helpers/server.ts';
import { slurmUnavailable, startSlurmCluster, type SlurmCluster } from './helpers/slurmCluster.ts';

// BENCH_EXECUTOR=slurm against a real one-machine cluster (Debian's slurmctld, slurmd, munge): a
// real OpenMM Minimize, a cancel and a lost node, all through the API. The executor never touches
// the database, so it runs once, on the embedded-database pass.
const skip = process.env.DATABASE_URL
  ? 'the PostgreSQL pass: the Slurm executor does not depend on the database'
  : slurmUnavailable();
const SCRIPT = join(import.meta.dirname, '..', 'engines', 'rename-pose.mjs');
const MINUTE = 60_000;

let cluster: SlurmCluster;
let database: TestDatabase;
let server: TestServer;
let alice: string;
let settings: Record<string, string> = {};

beforeAll(async () => {
  if (skip) return;
  cluster = await startSlurmCluster();
  settings = {
    ...cluster.env,
    BENCH_EXECUTOR: 'slurm',
    BENCH_SLURM_WORKDIR: cluster.workDir,
    BENCH_SLURM_POLL_S: '0.5',
    BENCH_SLURM_TIME: '10',
    BENCH_SLURM_MEM_MINIMIZE: '1G',
  };
  // engines read their settings from the environment, as in a server started with them
  Object.assign(process.env, settings);
  database = await createTestDatabase();
  ({ server, alice } = await startWithUsers(database.db, {
    ...settings,
    BENCH_CATALOG: TEST_CATALOG,
    BENCH_ENGINE_TEST_ECHO: `external:node ${SCRIPT}`,
  }));
}, 2 * MINUTE);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await cluster?.stop();
  for (const name of Object.keys(settings)) delete process.env[name];
}, MINUTE);

/** What the action was charged and given back, in order. */
const charges = async (actionId: string) =>
  (await ledger(database.db, '42')).filter((row) => row.reference === actionId).map((row) => row.type);
const pidIn = (file: string) => (existsSync(file) ? Number(readFileSync(file, 'utf8')) || null : null);

/** Runs the test engine's sleeping job for `seconds`; the pid of its sleeping process goes to `<name>.pid` in the shared directory. */
async function runSleeper(name: string, seconds: number) {
  const { sid, pose } = await sessionWithPose(server, alice);
  const pidFile = join(cluster.workDir, `${name}.pid`);
  const action = await createAction(server, alice, sid, {
    task: 'test_echo',
    pose_ids: [pose._id],
    collection_id: null,
    mode: 'sleep',
    sleep_s: seconds,
    pid_file: pidFile,
  });
  expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
  return { sid, action, pid: () => pidIn(pidFile) };
}

describe.skipIf(skip)(`BENCH_EXECUTOR=slurm${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it("runs a real OpenMM Minimize as a Slurm job with its task's resources and imports its results", {
    timeout: 3 * MINUTE,
  }, async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(
      server,
      alice,
      sid,
      { task: 'minimize', pose_ids: [pose._id], collection_id: null },
      'Minimize',
    );
    expect(action.engine, cluster.logs()).toBe('openmm');
    expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
    const done = await waitForStatus(server, alice, sid, action._id, 'COMPLETED', 2 * MINUTE).catch(async (error) => {
      throw new Error(
        `${(error as Error).message}\n${JSON.stringify(await getAction(server, alice, sid, action._id))}\n${cluster.logs()}`,
      );
    });
    const poses = (
      await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query: { pose_collection_id: done.results_collection_id } },
      })
    ).body.models;
    expect(poses).toHaveLength(1);
    expect(poses[0]).toMatchObject({ engine: 'openmm' });
    expect(typeof poses[0].score).toBe('number');
    // the job ran on the cluster, asking for Minimize's own memory (BENCH_SLURM_MEM_MINIMIZE)
    expect((await cluster.jobs('bench-minimize')).map((job) => [job.state, job.memory])).toEqual([['COMPLETED', '1G']]);
  });

  it('fails a job whose program fails with its exit code and last error lines, and refunds', {
    timeout: 2 * MINUTE,
  }, async () => {
    const { sid, pose } = await sessionWithPose(server, alice);
    const action = await createAction(server, alice, sid, {
      task: 'test_echo',
      pose_ids: [pose._id],
      collection_id: null,
      mode: 'fail',
    });
    expect((await server.call('PUT', `/api/actions/${action._id}/run`, { token: alice })).status).toBe(200);
    const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED', MINUTE);
    expect(failed.error_message).toBe(
      'The engine exited with code 3: loading the force field\nrename-pose: cannot parse residue 7',
    );
    expect(await charges(action._id)).toEqual(['debit', 'refund']);
  });

  it("shows the job's progress from its output file, and a cancel is an scancel with a refund", {
    timeout: 2 * MINUTE,
  }, async () => {
    const { sid, action, pid: pidOf } = await runSleeper('cancel', 300);
    await expect
      .poll(async () => (await getAction(server, alice, sid, action._id)).progress?.step, {
        timeout: MINUTE,
        interval: 250,
      })
      .toBe('Sleeping');
    const pid = pidOf()!;
    expect(processAlive(pid)).toBe(true);
    expect((await server.call('PUT', `/api/actions/${action._id}/cancel`, { token: alice })).body.status).toBe(
      'CANCELLED',
    );
    expect(await charges(action._id)).toEqual(['debit', 'refund']);
    const newest = async () =>
      (await cluster.jobs('bench-test_echo')).sort((a, b) => Number(a.id) - Number(b.id)).at(-1)?.state;
    await expect.poll(newest, { timeout: 30_000, interval: 250 }).toBe('CANCELLED');
    await expect.poll(() => processAlive(pid), { timeout: 30_000 }).toBe(false);
  });

  it('requeues a job whose node is lost once, and fails it with a refund when its node is lost again', {
    timeout: 4 * MINUTE,
  }, async () => {
    const { sid, action, pid } = await runSleeper('lost', 600);
    await expect.poll(pid, { timeout: MINUTE, interval: 250 }).not.toBeNull();
    const first = pid();
    const [job] = (await cluster.jobs('bench-test_echo')).filter((j) => j.state === 'RUNNING');
    expect(job).toBeDefined();

    await cluster.killNode();
    // the controller declares the node lost and Slurm puts the job back in the queue
    await expect
      .poll(async () => (await cluster.jobs('bench-test_echo')).find((j) => j.id === job!.id)?.restarts, {
        timeout: 2 * MINUTE,
        interval: 500,
        message: `no requeue of Slurm job ${job!.id}:\n${cluster.logs()}`,
      })
      .toBe(1);
    expect((await getAction(server, alice, sid, action._id)).status).toBe('RUNNING');
    await cluster.startNode();
    // it runs again from the start: a new process writes its pid
    await expect.poll(pid, { timeout: 2 * MINUTE, interval: 250 }).not.toBe(first);
    expect((await getAction(server, alice, sid, action._id)).status).toBe('RUNNING');

    await cluster.killNode();
    const failed = await waitForStatus(server, alice, sid, action._id, 'FAILED', 2 * MINUTE);
    expect(failed.error_message).toBe(
      `The engine command: the cluster lost the node running Slurm job ${job!.id} again after requeueing it once; the job was stopped.`,
    );
    expect(await charges(action._id)).toEqual(['debit', 'refund']);
    await cluster.startNode();
  });
});
