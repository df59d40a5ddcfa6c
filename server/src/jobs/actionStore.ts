import { channelsFor } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';
import type { EntityType, ModelOp } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { appendLedger } from '../billing/accounts.ts';
import type { Item } from '../items/build.ts';
import type { JobRow } from './repo.ts';

/** An action by id, wherever it is (the job pipeline runs outside any request). */
export async function loadAction(db: Queryable, actionId: string, lock = false): Promise<Item | null> {
  const rows = await db.query<{ body: Item }>(
    `SELECT body FROM items WHERE _id = $1 AND entity = 'actions'${lock ? ' FOR UPDATE' : ''}`,
    [actionId],
  );
  return rows[0]?.body ?? null;
}

/**
 * Merges server-written fields into an action (version +1), only while its status is one of
 * `whenStatus` when given; false when the action was gone or had moved on.
 */
export async function patchAction(db: Queryable, actionId: string, patch: Record<string, unknown>, whenStatus?: string[]): Promise<boolean> {
  const now = new Date().toISOString();
  const rows = await db.query(
    `UPDATE items SET version = version + 1, updated_timestamp = $3::timestamptz,
       body = body || $2::jsonb || jsonb_build_object('version', version + 1, 'updated_timestamp', $3::text)
     WHERE _id = $1 AND entity = 'actions'${whenStatus ? ' AND body->>\'status\' = ANY($4::text[])' : ''} RETURNING _id`,
    whenStatus ? [actionId, JSON.stringify(patch), now, whenStatus] : [actionId, JSON.stringify(patch), now],
  );
  return rows.length > 0;
}

/** Gives a job's price back (a ledger row referencing the action). */
export async function refund(tx: Queryable, job: JobRow, why: string): Promise<void> {
  if (job.price > 0) {
    await appendLedger(tx, job.organisation_id, { type: 'refund', amount: job.price, description: why, reference: job.action_id, userId: job.user_id });
  }
}

// Pusher caps an event at 10 kB (as in live/events.ts).
const IDS_PER_EVENT = 300;

export type LiveEvent = { op: ModelOp; type: EntityType; ids: string[]; sessionId: string };

/** Publishes model events from the pipeline (no request, so no client id); never throws. */
export async function publishEvents(publisher: Pick<Publisher, 'publish'>, events: LiveEvent[], warn: (message: string) => void): Promise<void> {
  for (const event of events) {
    try {
      for (let i = 0; i < event.ids.length; i += IDS_PER_EVENT) {
        const data = { op: event.op, type: event.type, ids: event.ids.slice(i, i + IDS_PER_EVENT), session_id: event.sessionId, client_id: null };
        await publisher.publish(channelsFor(event.type, data.ids, event.sessionId, null), 'model', data);
      }
    } catch (error) {
      warn(`live event not published: ${(error as Error).message}`);
    }
  }
}
