import { describe, expect, it } from 'vitest';
import { seedCollection } from '../../bench/lib/seed.ts';
import type { TestDatabase } from './helpers/database.ts';
import type { TestServer } from './helpers/server.ts';
import { useUsersServer } from './helpers/suite.ts';

// Paged pose queries (spec 3 §7) read deep pages by seeking to each page's first key; every page,
// under every sort, must hold exactly what the same query unpaged holds at that place.
let database: TestDatabase;
let server: TestServer;
let alice: string;

useUsersServer((started) => ({ database, server, alice } = started));

const POSES = 1_050;
const PER_PAGE = 150;
// seeking: the default, index, created_timestamp (ties broken by _id); OFFSET: the others
const SORTS: (Record<string, 1 | -1> | undefined)[] = [
  undefined,
  { index: 1 },
  { index: -1 },
  { created_timestamp: 1 },
  { _id: 1 },
  { score: 1 },
  { rms: -1, index: 1 },
];

async function seeded() {
  const { sessionId, collectionId, poseIds } = await seedCollection(database.db, {
    ownerId: 'local|alice',
    count: POSES,
  });
  // ties on the index, and poses outside the query (deleted, archived)
  await database.db.query(
    "UPDATE items SET body = jsonb_set(body, '{index}', to_jsonb(((body->>'index')::int / 3) * 3)) WHERE _id = ANY($1::text[])",
    [poseIds.slice(0, 300)],
  );
  await database.db.query('UPDATE items SET is_deleted = true WHERE _id = ANY($1::text[])', [poseIds.slice(400, 420)]);
  await database.db.query('UPDATE items SET is_archived = true WHERE _id = ANY($1::text[])', [poseIds.slice(500, 505)]);
  return {
    sid: sessionId,
    query: { pose_collection_id: collectionId, is_deleted: false, is_archived: false },
    poseIds,
  };
}

async function expectPagesMatchUnpaged(sid: string, query: Record<string, unknown>) {
  for (const sort of SORTS) {
    const all = await server.call('POST', `/api/sessions/${sid}/poses/query`, {
      token: alice,
      body: { query, sort, fields: ['name'] },
    });
    const ids = all.body.models.map((pose: { _id: string }) => pose._id);
    const pages: string[] = [];
    for (let page = 0; page * PER_PAGE < ids.length + PER_PAGE; page++) {
      const reply = await server.call('POST', `/api/sessions/${sid}/poses/query`, {
        token: alice,
        body: { query, sort, page, per_page: PER_PAGE, fields: ['name'] },
      });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.total).toBe(ids.length);
      pages.push(...reply.body.models.map((pose: { _id: string }) => pose._id));
    }
    expect(pages, JSON.stringify(sort)).toEqual(ids);
  }
}

describe('deep pages', () => {
  it('every page under every sort equals the unpaged order, with ties, deleted and archived poses', async () => {
    const { sid, query } = await seeded();
    await expectPagesMatchUnpaged(sid, query);
  });

  it('stays right after writes that change the order, and with poses that have no index', async () => {
    const { sid, query, poseIds } = await seeded();
    await expectPagesMatchUnpaged(sid, query);
    // move a pose to the end, bring a deleted one back, delete another: the page starts move
    expect(
      (await server.call('PUT', `/api/sessions/${sid}/poses/${poseIds[5]}`, { token: alice, body: { index: 5_000 } }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('PUT', `/api/sessions/${sid}/poses/restore`, { token: alice, body: { ids: [poseIds[401]] } }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.call('PUT', `/api/sessions/${sid}/poses/softDelete`, {
          token: alice,
          body: { ids: [poseIds[900]] },
        })
      ).status,
    ).toBe(200);
    await expectPagesMatchUnpaged(sid, query);
    await database.db.query("UPDATE items SET body = body - 'index' WHERE _id = ANY($1::text[])", [
      poseIds.slice(700, 703),
    ]);
    await expectPagesMatchUnpaged(sid, query);
  });

  it('many users opening a fresh collection at once share one computation of the page starts, and each gets its page', async () => {
    const { sid, query } = await seeded();
    const unpaged = await server.call('POST', `/api/sessions/${sid}/poses/query`, {
      token: alice,
      body: { query, sort: { index: 1 }, fields: ['name'] },
    });
    const ids: string[] = unpaged.body.models.map((pose: { _id: string }) => pose._id);
    const query_ = database.db.query.bind(database.db);
    let scans = 0;
    // the scan made slow, as on 100,000 poses under load: requests arrive while it runs
    database.db.query = (async (sql: string, params?: unknown[]) => {
      if (sql.includes('row_number() OVER')) {
        scans++;
        await new Promise((done) => setTimeout(done, 300));
      }
      return query_(sql, params);
    }) as typeof database.db.query;
    try {
      const pages = Array.from({ length: 30 }, (_, i) => 1 + (i % 6));
      const replies = await Promise.all(
        pages.map((page) =>
          server.call('POST', `/api/sessions/${sid}/poses/query`, {
            token: alice,
            body: { query, sort: { index: 1 }, page, per_page: PER_PAGE, fields: ['name'] },
          }),
        ),
      );
      replies.forEach((reply, i) => {
        expect(reply.status, reply.text).toBe(200);
        // where the time went, for operators and bench/load.bench.mjs: database (its wait included), handler, serialisation
        const [db, app, ser] = (reply.headers.get('server-timing') ?? '')
          .split(', ')
          .map((part: string) => /^(\w+);dur=(\d+\.\d)$/.exec(part));
        expect([db?.[1], app?.[1], ser?.[1]]).toEqual(['db', 'app', 'ser']);
        expect(Number(db![2])).toBeLessThanOrEqual(Number(app![2]) + 0.1);
        const page = pages[i]!;
        expect(reply.body.models.map((pose: { _id: string }) => pose._id)).toEqual(
          ids.slice(page * PER_PAGE, (page + 1) * PER_PAGE),
        );
      });
      expect(scans).toBe(1);
      // the one request that ran the slow scan says so in its database time
      const dbTimes = replies.map((reply) =>
        Number(/db;dur=([\d.]+)/.exec(reply.headers.get('server-timing') ?? '')![1]),
      );
      expect(Math.max(...dbTimes)).toBeGreaterThanOrEqual(300);
    } finally {
      database.db.query = query_;
    }
  });
});
