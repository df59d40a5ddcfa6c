import { channelsFor, IDS_PER_EVENT } from '../live/events.ts';
import type { Publisher } from '../live/types.ts';
import type { EntityType, ModelOp } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import { appendLedger, lastDebitDescription } from '../billing/accountsRepo.ts';
import { refundDescription } from '../billing/descriptions.ts';
import type { JobRow } from './repo.ts';

/** Gives a job's price back: a ledger row referencing the job's item that repeats what its debit named, and why. */
export async function refund(tx: Queryable, job: JobRow, why: string): Promise<void> {
  if (job.price > 0) {
    const description = refundDescription(why, await lastDebitDescription(tx, job.subject_id));
    await appendLedger(tx, job.organisation_id, {
      type: 'refund',
      amount: job.price,
      description,
      reference: job.subject_id,
      userId: job.user_id,
    });
  }
}

export type LiveEvent = { op: ModelOp; type: EntityType; ids: string[]; sessionId: string };

/** Publishes model events from the pipeline (no request, so no client id); never throws. */
export async function publishEvents(
  publisher: Pick<Publisher, 'publish'>,
  events: LiveEvent[],
  warn: (message: string) => void,
): Promise<void> {
  for (const event of events) {
    try {
      for (let i = 0; i < event.ids.length; i += IDS_PER_EVENT) {
        const data = {
          op: event.op,
          type: event.type,
          ids: event.ids.slice(i, i + IDS_PER_EVENT),
          session_id: event.sessionId,
          client_id: null,
        };
        await publisher.publish(channelsFor(event.type, data.ids, event.sessionId, null), 'model', data);
      }
    } catch (error) {
      warn(`live event not published: ${(error as Error).message}`);
    }
  }
}
