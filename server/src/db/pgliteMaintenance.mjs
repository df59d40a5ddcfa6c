// What autovacuum does for PostgreSQL, for the embedded database, which has none (pgliteWorker.mjs).
// Without statistics the planner guessed: getMany of 10 poses read the whole session (37 ms at 30,000
// poses against 0.5 ms through the primary key once analysed). Without VACUUM the rows that updates
// and deletes leave behind are never reclaimed. Autovacuum's own thresholds: tables are analysed once
// the rows changed since the last time pass 50 + 10 % of the rows then (and on opening a database
// where a table never was), vacuumed once updated and deleted rows pass 50 + 20 % (VACUUM of 20,000
// such rows among 100,000 poses took 0.5 s here). The work waits its turn on the connection like any
// statement.
const ANALYZE = { base: 50, fraction: 0.1 };
const VACUUM = { base: 50, fraction: 0.2 };
const LEAVES_DEAD_ROWS = /^\s*(UPDATE|DELETE)\b/i;

/** `pg` is the PGlite instance; `exclusive` queues a task on its one connection. */
export function maintenance(pg, exclusive) {
  const state = { changed: 0, dead: 0, rows: 0, queued: false };
  const over = (count, { base, fraction }) => count > base + fraction * state.rows;

  /** The rows of every table, as the last analysis counted them, and whether a table was never analysed. */
  async function tables() {
    const [row] = (
      await pg.query(
        `SELECT coalesce(sum(greatest(reltuples, 0)), 0)::float8 AS rows, coalesce(bool_or(reltuples < 0), false) AS fresh
         FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
      )
    ).rows;
    return row;
  }

  async function maintain(vacuum) {
    state.changed = 0;
    if (vacuum) state.dead = 0;
    await pg.exec(vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE');
    state.rows = (await tables()).rows;
  }

  function queued(task) {
    state.queued = true;
    // statistics and space only help: a failed pass leaves every query correct, and is tried again later
    exclusive(task)
      .finally(() => (state.queued = false))
      .catch(() => undefined);
  }

  return {
    /** After each statement: its text and PGlite's results (each with `affectedRows`). */
    counted(sql, results) {
      const changed = results.reduce((sum, result) => sum + (result.affectedRows ?? 0), 0);
      state.changed += changed;
      if (LEAVES_DEAD_ROWS.test(sql)) state.dead += changed;
      if (state.queued) return;
      const vacuum = over(state.dead, VACUUM);
      if (vacuum || over(state.changed, ANALYZE)) queued(() => maintain(vacuum));
    },
    /** Statistics are kept in the database: analysed on opening only when a table never was. */
    opened() {
      queued(async () => {
        const { rows, fresh } = await tables();
        state.rows = rows;
        if (fresh) await maintain(false);
      });
    },
  };
}
