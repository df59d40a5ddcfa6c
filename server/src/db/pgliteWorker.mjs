// The embedded database in a thread of its own (server/src/db/pglite.ts). PGlite runs PostgreSQL as
// WebAssembly, synchronously: on the server's thread every query stopped every other request, even
// its parsing. Here queries run one at a time in arrival order; a transaction holds the connection
// from `begin` to `commit` or `rollback`, and only its own queries run meanwhile. Plain JavaScript,
// so the thread starts the same under tsx, vitest and node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { maintenance } from './pgliteMaintenance.mjs';

/** An error as data: its message and every own field (PostgreSQL's code, detail, constraint…). */
const asData = (error) => ({
  ...Object.fromEntries(
    Object.entries(error ?? {}).filter(([, v]) => typeof v !== 'object' && typeof v !== 'function'),
  ),
  name: error?.name ?? 'Error',
  message: error?.message ?? String(error),
  cause: error?.cause instanceof Error ? error.cause.message : undefined,
});

let pg;
try {
  pg = await PGlite.create(workerData.path ?? undefined, { startParams: workerData.startParams });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: asData(error) });
}

// the connection: each task waits for the one before; a transaction's task ends at its commit or rollback
let queue = Promise.resolve();
const transactions = new Map();
let nextTransaction = 1;

function exclusive(task) {
  const run = queue.then(task);
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

const upkeep = pg ? maintenance(pg, exclusive) : null;

async function statement({ op, sql, params }) {
  if (op === 'exec') {
    upkeep.counted(sql, await pg.exec(sql));
    return undefined;
  }
  const result = await pg.query(sql, params ?? []);
  upkeep.counted(sql, [result]);
  return result.rows;
}

async function handle(message) {
  switch (message.op) {
    case 'query':
    case 'exec':
      if (!message.tx) return exclusive(() => statement(message));
      // a statement of a transaction that has ended would run outside it, beside another
      if (!transactions.has(message.tx)) throw new Error('The transaction has already ended.');
      return statement(message);
    case 'begin': {
      const id = nextTransaction++;
      let end;
      const ended = new Promise((resolve) => {
        end = resolve;
      });
      await new Promise((started, failed) => {
        exclusive(async () => {
          try {
            await pg.exec('BEGIN');
          } catch (error) {
            failed(error);
            return;
          }
          transactions.set(id, end);
          started();
          await ended;
        });
      });
      return id;
    }
    case 'commit':
    case 'rollback': {
      const end = transactions.get(message.tx);
      // ended already (a rollback after a failed commit): the connection may be another's by now
      if (!end) return undefined;
      transactions.delete(message.tx);
      try {
        await pg.exec(message.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        end();
      }
      return undefined;
    }
    case 'close':
      await exclusive(() => pg.close());
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: asData(error) }),
  );
});

upkeep?.opened();
