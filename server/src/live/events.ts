import type { FastifyRequest } from 'fastify';
import { sessionChannel, userChannel, type EntityType, type ModelOp } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';

const CLIENT_ID = /^\d{1,7}-\d{1,7}-\d{1,7}$/;
// Pusher caps an event at 10 kB: about 300 ids of 24 characters.
const IDS_PER_EVENT = 300;

export function clientId(request: FastifyRequest): string | null {
  const header = request.headers['x-client-id'];
  return typeof header === 'string' && CLIENT_ID.test(header) ? header : null;
}

/** Channels a model event about items of a type goes to. */
export function channelsFor(type: EntityType, ids: string[], sessionId: string | null, ownerId: string | null): string[] {
  if (sessionId) return [sessionChannel(sessionId)];
  if (type === 'sessions') return [...(ownerId ? [userChannel(ownerId)] : []), ...ids.map(sessionChannel)];
  return ownerId ? [userChannel(ownerId)] : [];
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
