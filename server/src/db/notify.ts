import pg from 'pg';
import type { Queryable } from './types.ts';
import type { Publisher } from '../live/types.ts';

const CHANNEL = 'bench_live';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 500;

type Publish = Publisher['publish'];

/**
 * Publishes through PostgreSQL NOTIFY, so that every server on the database delivers the event to
 * its own live clients (workers, and servers behind a load balancer, share one database). An event
 * too long for one NOTIFY is split by its `ids`.
 */
export function notifyPublisher(db: Queryable): Pick<Publisher, 'publish'> {
  const publish: Publish = async (channels, event, data) => {
    const payload = JSON.stringify({ channels, event, data });
    const ids = (data as { ids?: unknown } | null)?.ids;
    if (payload.length > MAX_PAYLOAD && Array.isArray(ids) && ids.length > 1) {
      const half = Math.ceil(ids.length / 2);
      await publish(channels, event, { ...(data as object), ids: ids.slice(0, half) });
      await publish(channels, event, { ...(data as object), ids: ids.slice(half) });
      return;
    }
    await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  };
  return { publish };
}

/**
 * LISTENs for those events and hands each to `deliver`. The connection is re-opened (and LISTEN
 * issued again) whenever it drops, e.g. across a PostgreSQL restart; events NOTIFYed while it is
 * down are lost, and clients refetch what they show when they reconnect. Resolves once listening.
 */
export async function listenForEvents(
  url: string,
  deliver: Publish,
  warn: (message: string) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    try {
      const { channels, event, data } = JSON.parse(message.payload ?? '');
      deliver(channels, event, data).catch((error: Error) => warn(`live relay: ${error.message}`));
    } catch (error) {
      warn(`live relay: bad payload (${(error as Error).message})`);
    }
  };

  const later = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        warn(`live relay: reconnecting (${error.message})`);
        later();
      });
    }, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000 });
    client.on('error', (error) => warn(`live relay: ${error.message}`));
    client.on('notification', onNotification);
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      later();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end());
    current = client;
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}

/**
 * The built-in live endpoint on PostgreSQL: events go out by NOTIFY and come back to every
 * server's endpoint, this one included, so a client sees a change whichever server made it.
 */
export async function relayedPublisher(
  local: Publisher,
  db: Queryable,
  url: string,
  warn: (message: string) => void,
): Promise<Publisher> {
  const stop = await listenForEvents(url, (channels, event, data) => local.publish(channels, event, data), warn);
  const { publish } = notifyPublisher(db);
  return {
    ...local,
    publish,
    async close() {
      await stop();
      await local.close();
    },
  };
}
