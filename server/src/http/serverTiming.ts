/**
 * `Server-Timing` on every answer: `db` (time in the database, waiting for the connection
 * included: on the embedded database's one connection that wait is where requests queue), `app`
 * (from the request's arrival to the handler's return) and `ser` (serialising the answer). A client
 * subtracts them from what it measured to see the transfer (bench/load.bench.mjs prints the split).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/types.ts';

interface Timing {
  start: number;
  db: number;
  handled?: number;
}

const current = new AsyncLocalStorage<Timing>();

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const timing = current.getStore();
  if (!timing) return work();
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    timing.db += performance.now() - t0;
  }
}

/** The database with each call's time added to the current request's (a transaction counts once, whole). */
export function timedDb(db: Db): Db {
  const wrapped: Db = {
    kind: db.kind,
    query: (sql, params) => timed(() => db.query(sql, params)),
    exec: (sql) => timed(() => db.exec(sql)),
    transaction: (fn) => timed(() => db.transaction(fn)),
    close: () => db.close(),
  };
  return Object.defineProperty(wrapped, 'generation', { get: () => (db as Queryable).generation, enumerable: true });
}

const ms = (value: number) => value.toFixed(1);

export function installServerTiming(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    current.run({ start: performance.now(), db: 0 }, done);
  });
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    const timing = current.getStore();
    if (timing) timing.handled = performance.now();
    return payload;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const timing = current.getStore();
    if (!timing) return payload;
    const now = performance.now();
    const handled = timing.handled ?? now;
    const parts = [`db;dur=${ms(timing.db)}`, `app;dur=${ms(handled - timing.start)}`];
    if (timing.handled !== undefined) parts.push(`ser;dur=${ms(now - timing.handled)}`);
    reply.header('server-timing', parts.join(', '));
    return payload;
  });
}
