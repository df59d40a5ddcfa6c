import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/src/db/pglite.ts';
import type { Db, Queryable } from '../../server/src/db/types.ts';

// The embedded database runs in a thread of its own (server/src/db/pgliteWorker.mjs): while it
// works the server's own thread stays free, statements keep their order, a transaction holds the
// connection until it ends, and PostgreSQL's errors keep their fields.
let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, note text)');
});
afterAll(() => db.close());

describe('the embedded database, in its own thread', () => {
  it("keeps the server's thread free while a long statement runs", async () => {
    const started = performance.now();
    let timerFiredAfter = 0;
    const timer = new Promise<void>((done) =>
      setTimeout(() => {
        timerFiredAfter = performance.now() - started;
        done();
      }, 20),
    );
    // about a second of work inside PostgreSQL
    const work = db.query('SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS g WHERE g % 7 = 0');
    await timer;
    const [{ n }] = await work;
    const workTook = performance.now() - started;
    expect(n).toBe(428571);
    expect(workTook).toBeGreaterThan(150);
    // on the server's thread the timer could only fire after the statement
    expect(timerFiredAfter).toBeLessThan(workTook / 2);
  });

  it('holds the connection for a transaction: a statement sent meanwhile runs after its commit', async () => {
    const order: string[] = [];
    const inside = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1, $1)', ['in transaction']);
      order.push('inserted');
      await new Promise((done) => setTimeout(done, 100));
      order.push('committing');
      return 'done';
    });
    await new Promise((done) => setTimeout(done, 20));
    const outside = db.query<{ note: string }>('SELECT note FROM t WHERE id = 1').then((rows) => {
      order.push('read');
      return rows;
    });
    expect(await inside).toBe('done');
    expect(await outside).toEqual([{ note: 'in transaction' }]);
    expect(order).toEqual(['inserted', 'committing', 'read']);
  });

  it("rolls back a transaction whose work throws, and keeps PostgreSQL's error fields", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2, $1)', ['rolled back']);
        await tx.query('INSERT INTO t VALUES (1, $1)', ['duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(await db.query('SELECT id FROM t ORDER BY id')).toEqual([{ id: 1 }]);
    await expect(db.query('SELECT * FROM missing_table')).rejects.toMatchObject({
      code: '42P01',
      message: 'relation "missing_table" does not exist',
    });
  });

  it('refuses a statement of a transaction that has ended: it would run outside it', async () => {
    let kept: Queryable | null = null;
    await db.transaction(async (tx) => {
      kept = tx;
      await tx.query('SELECT 1');
    });
    await expect(kept!.query('INSERT INTO t VALUES (3, $1)', ['late'])).rejects.toThrow(
      'The transaction has already ended.',
    );
    expect(await db.query('SELECT id FROM t WHERE id = 3')).toEqual([]);
  });

  it("gathers the planner's statistics as rows change, as autovacuum would: a lookup by key uses the key", async () => {
    // PGlite runs no autovacuum; without statistics the planner took the wide index below and read
    // every row of the group to find three (getMany of 10 poses scanned the whole session)
    await db.exec('CREATE TABLE grouped (id int PRIMARY KEY, grp int, note text)');
    await db.exec('CREATE INDEX grouped_grp ON grouped (grp)');
    await db.query("INSERT INTO grouped SELECT g, 1, repeat('x', 200) FROM generate_series(1, 20000) AS g");
    const plan = async () =>
      (await db.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT note FROM grouped WHERE grp = 1 AND id IN (5, 6, 7)'))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    expect(await plan()).toContain('grouped_pkey');
    const [{ rows }] = await db.query<{ rows: number }>(
      "SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'grouped'",
    );
    // sampled (the embedded database's statistics target is 10: 3,000 rows), so close, not exact
    expect(Math.abs(rows - 20000)).toBeLessThan(1000);
  });

  it('analyses a database on opening only when a table never was (one made before it analysed itself)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-old-db-'));
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const old = await PGlite.create(join(dir, 'db'));
      await old.exec('CREATE TABLE kept (id int PRIMARY KEY); INSERT INTO kept SELECT generate_series(1, 5000);');
      await old.close();
      const reopened = await openPglite(dir);
      try {
        const [{ rows }] = await reopened.query<{ rows: number }>(
          "SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'kept'",
        );
        expect(rows).toBe(5000);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('vacuums away the rows updates leave behind, as autovacuum would', async () => {
    // a database of its own: the thresholds count the rows of every table
    const own = await openPglite(null);
    try {
      await own.exec('CREATE TABLE churn (id int PRIMARY KEY, n int)');
      await own.query('INSERT INTO churn SELECT g, 0 FROM generate_series(1, 2000) AS g');
      const vacuums = async () =>
        (
          await own.query<{ n: number }>(
            "SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'churn'",
          )
        )[0]!.n;
      await own.query('UPDATE churn SET n = n + 1 WHERE id <= 100');
      expect(await vacuums()).toBe(0);
      // 2,100 rows left behind: past 50 + 20 % of the rows
      await own.query('UPDATE churn SET n = n + 1');
      expect(await vacuums()).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('makes a new database outside the server, whose memory stays at what an opened database needs', async () => {
    // made in the server's own process, PGlite's heap grew to about 700 MB and stayed there
    const dir = mkdtempSync(join(tmpdir(), 'bench-new-db-'));
    const resident = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
    try {
      const before = resident();
      const made = await openPglite(dir);
      try {
        expect(await made.query('SELECT 1 + 1 AS two')).toEqual([{ two: 2 }]);
        expect(existsSync(join(dir, 'db', 'PG_VERSION'))).toBe(true);
        expect(resident() - before).toBeLessThan(400);
      } finally {
        await made.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the directory when the database cannot start there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-bad-db-'));
    try {
      // a data directory that is not PostgreSQL's: a file where its version file should be
      await import('node:fs').then(({ mkdirSync, writeFileSync }) => {
        mkdirSync(join(dir, 'db'));
        writeFileSync(join(dir, 'db', 'PG_VERSION'), 'not a version\n');
      });
      await expect(openPglite(dir)).rejects.toThrow(`The embedded database in ${join(dir, 'db')} failed to start`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
