import type { FastifyRequest } from 'fastify';
import type { EntityType, ModelOp } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { channelsFor, IDS_PER_EVENT } from '../live/events.ts';

const CLIENT_ID = /^\d{1,7}-\d{1,7}-\d{1,7}$/;

export function clientId(request: FastifyRequest): string | null {
  const header = request.headers['x-client-id'];
  return typeof header === 'string' && CLIENT_ID.test(header) ? header : null;
}

/** Publishes a `model` event after a write; a live failure never fails the write. */
export async function publishModel(
  ctx: AppContext,
  request: FastifyRequest,
  event: { op: ModelOp; type: EntityType; ids: string[]; sessionId: string | null; ownerId: string | null },
): Promise<void> {
  if (event.ids.length === 0) return;
  const channels = channelsFor(event.type, event.ids, event.sessionId, event.ownerId);
  if (channels.length === 0) return;
  try {
    for (let i = 0; i < event.ids.length; i += IDS_PER_EVENT) {
      const ids = event.ids.slice(i, i + IDS_PER_EVENT);
      const data = { op: event.op, type: event.type, ids, session_id: event.sessionId, client_id: clientId(request) };
      await ctx.publisher.publish(channels, 'model', data);
    }
  } catch (error) {
    request.log.warn({ err: error }, 'live event not published');
  }
}
