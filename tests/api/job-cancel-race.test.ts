import { describe, expect, it } from 'vitest';
import { appendLedger } from '../../server/src/index.ts';
import { cancelJob } from '../../server/src/jobs/service.ts';
import { subjectOf } from '../../server/src/jobs/subjects/index.ts';
import type { TestDatabase } from './helpers/database.ts';
import { createAction, createThermoMpnn, organisation, sessionWithPose, TEST_CATALOG } from './helpers/jobs.ts';
import type { Reply, TestServer } from './helpers/server.ts';
import { settleBarrier } from './helpers/settleBarrier.ts';
import { useUsersServer } from './helpers/suite.ts';

// Issue 27: the cancel of a job and its completion (or failure) are serialised for every job kind.
// Each round holds both at the pipeline's settle gate and releases them in the same tick; the cancel
// answers 200 with the refund or 409 with the job's final state, never anything else, and the ledger
// holds one debit and at most one refund.
let database: TestDatabase;
let server: TestServer;
let alice: string;

useUsersServer(
  (started) => ({ database, server, alice } = started),
  {
    BENCH_CATALOG: TEST_CATALOG,
    BENCH_ENGINE_DDG: 'simulated',
    BENCH_ENGINE_THERMO_MPNN: 'simulated',
    BENCH_WORKERS: '2',
  },
  { settleGate: settleBarrier() },
);

const ROUNDS = 12;
/** the kinds whose engine here is the simulated one, which costs nothing */
const FREE = new Set(['ddg_results', 'thermo_mpnns']);

type Pose = { _id: string; pose_collection_id: string };
interface JobKind {
  entity: string;
  /** creates an item of the kind and starts its run; its id */
  start(sid: string, pose: Pose): Promise<string>;
  /** the cancel as a client gets it */
  cancel(id: string): Promise<Pick<Reply, 'status' | 'body'>>;
}

const ok = (reply: Reply) => {
  expect(reply.status, reply.text).toBeLessThan(300);
  return reply.body;
};

/** The shared cancel of the job machinery, for the kinds that have no cancel route of their own. */
const cancelInProcess = (entity: string) => async (id: string) => {
  const subject = subjectOf(entity);
  try {
    const item = (await subject.load(database.db, id))!;
    return { status: 200, body: await cancelJob(server.server.ctx, server.server.jobs, subject, item) };
  } catch (error) {
    const { status, code, message, details } = error as {
      status?: number;
      code?: string;
      message: string;
      details?: object;
    };
    return { status: status ?? 500, body: { code, message, ...details } };
  }
};

const cancelRoute = (path: (id: string) => string) => (id: string) => server.call('PUT', path(id), { token: alice });

function action(mode: 'ok' | 'fail'): JobKind {
  return {
    entity: 'actions',
    async start(sid, pose) {
      const created = await createAction(server, alice, sid, {
        task: 'test-echo-wire',
        pose_ids: [pose._id],
        collection_id: pose.pose_collection_id,
        mode,
      });
      ok(await server.call('PUT', `/api/actions/${created._id}/run`, { token: alice }));
      return created._id;
    },
    cancel: cancelRoute((id) => `/api/actions/${id}/cancel`),
  };
}

const KINDS: Record<string, JobKind> = {
  actions: action('ok'),
  ddg_results: {
    entity: 'ddg_results',
    async start(sid, pose) {
      const created = ok(
        await server.call('POST', `/api/sessions/${sid}/ddg_results`, {
          token: alice,
          body: { pose_id: pose._id, selector: 'all', results: { '2': { A: '+' } } },
        }),
      );
      ok(await server.call('POST', `/api/ddg_results/${created._id}/run`, { token: alice }));
      return created._id;
    },
    cancel: cancelRoute((id) => `/api/ddg_results/${id}/cancel`),
  },
  thermo_mpnns: {
    entity: 'thermo_mpnns',
    async start(sid, pose) {
      const created = await createThermoMpnn(server, alice, sid, pose._id);
      ok(await server.call('PUT', `/api/sessions/${sid}/thermo_mpnns/${created._id}/run`, { token: alice }));
      return created._id;
    },
    cancel: cancelInProcess('thermo_mpnns'),
  },
  epitope_predictions: {
    entity: 'epitope_predictions',
    // a view runs its predictions as it is created
    async start(sid, pose) {
      const view = ok(
        await server.call('POST', `/api/sessions/${sid}/epitope_prediction_views`, {
          token: alice,
          body: { pose_ids: [pose._id] },
        }),
      );
      return view.epitope_prediction_ids[0];
    },
    cancel: cancelInProcess('epitope_predictions'),
  },
  structure_predictions: {
    entity: 'structure_predictions',
    async start(sid, pose) {
      const group = ok(
        await server.call('POST', `/api/sessions/${sid}/structure_prediction_groups`, {
          token: alice,
          body: { name: 'Race', type: 'test-fold' },
        }),
      );
      const member = ok(
        await server.call('POST', `/api/structure_prediction_groups/${group._id}/structure_predictions`, {
          token: alice,
          body: { type: 'test-fold', name: 'race', input: { pose_ids: [pose._id] } },
        }),
      );
      ok(await server.call('POST', `/api/structure_prediction_groups/${group._id}/submit`, { token: alice }));
      return member._id;
    },
    cancel: cancelInProcess('structure_predictions'),
  },
};

const jobOf = async (id: string) =>
  await database.db.query<{ status: string; price: number }>(
    'SELECT status, price::float8 AS price FROM jobs WHERE subject_id = $1',
    [id],
  );
const ledgerOf = (id: string) =>
  database.db.query<{ type: string; amount: number }>(
    'SELECT type, amount::float8 AS amount FROM ledger WHERE reference = $1 ORDER BY id',
    [id],
  );

/** Runs `ROUNDS` races of cancel against the end of the job; how many each side won. */
async function race(kind: JobKind, finish: 'COMPLETED' | 'FAILED') {
  const { sid, pose } = await sessionWithPose(server, alice);
  await organisation(server, alice);
  await database.db.transaction((tx) =>
    appendLedger(tx, '42', { type: 'credit', amount: 10_000, description: 'race rounds' }),
  );
  const subject = subjectOf(kind.entity);
  const won = { cancel: 0, [finish]: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const id = await kind.start(sid, pose);
    const reply = await kind.cancel(id);
    expect([200, 409], JSON.stringify(reply.body)).toContain(reply.status);
    // the job has one end, which the cancel's answer names, and the item shows it
    await expect
      .poll(async () => (await jobOf(id)).map((job) => job.status), { timeout: 30_000 })
      .toEqual([reply.status === 200 ? 'CANCELLED' : finish]);
    await expect
      .poll(async () => (await subject.load(database.db, id))?.[subject.statusKey], { timeout: 30_000 })
      .toBe(reply.status === 200 ? 'CANCELLED' : finish);
    if (reply.status === 409) expect(reply.body).toMatchObject({ code: 'CONFLICT', job_status: finish });
    const [job] = await jobOf(id);
    const refunded = reply.status === 200 || finish === 'FAILED';
    // DDG and ThermoMPNN run on the simulated engine here, which charges nothing (their charged
    // cancel is pinned in job-prices.test.ts); every other kind is charged
    expect(job.price > 0).toBe(!FREE.has(kind.entity));
    const charged = [
      { type: 'debit', amount: -job.price },
      ...(refunded ? [{ type: 'refund', amount: job.price }] : []),
    ];
    expect(await ledgerOf(id)).toEqual(job.price > 0 ? charged : []);
    won[reply.status === 200 ? 'cancel' : finish]++;
  }
  console.log(
    `${kind.entity}: cancel and ${finish === 'COMPLETED' ? 'completion' : 'failure'} released together ${ROUNDS} times:`,
    won,
  );
  return won;
}

describe('cancel racing the end of a job', () => {
  for (const kind of Object.values(KINDS)) {
    it(`${kind.entity}: cancel or completion wins, never a 500, one debit and at most one refund`, async () => {
      const won = await race(kind, 'COMPLETED');
      expect(won.cancel + won.COMPLETED).toBe(ROUNDS);
    }, 300_000);
  }

  it('a failure racing the cancel refunds once', async () => {
    const won = await race(action('fail'), 'FAILED');
    expect(won.cancel + won.FAILED).toBe(ROUNDS);
  }, 300_000);
});
