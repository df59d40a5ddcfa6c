import pg from 'pg';
import type { Queryable } from './types.ts';
import type { Publisher } from '../live/publisher.ts';

const CHANNEL = 'bench_live';

/** A worker process without Pusher settings hands its live events to the servers through PostgreSQL. */
export function notifyPublisher(db: Queryable): Pick<Publisher, 'publish'> {
  return {
    async publish(channels, event, data) {
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ channels, event, data })]);
    },
  };
}

/** The server side: events NOTIFYed by workers go out through this server's live endpoint. */
export async function relayNotifications(url: string, publisher: Publisher, warn: (message: string) => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => warn(`live relay: ${error.message}`));
  client.on('notification', (message) => {
    try {
      const { channels, event, data } = JSON.parse(message.payload ?? '');
      publisher.publish(channels, event, data).catch((error: Error) => warn(`live relay: ${error.message}`));
    } catch (error) {
      warn(`live relay: bad payload (${(error as Error).message})`);
    }
  });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return () => client.end();
}
