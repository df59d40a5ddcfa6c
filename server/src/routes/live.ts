import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionChannel, userChannel } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { forbidden, notFound, parse, validation } from '../errors.ts';
import { ID_PATTERN } from '../ids.ts';
import { getMany } from '../items/repo.ts';
import { clientId } from './publish.ts';
import { ownedSession, sessionsScope } from './access.ts';

const authBody = z.strictObject({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'must look like 123.456'),
  channel_name: z.string().min(1).max(200),
});
const SESSION_CHANNEL = /^private-session-([0-9a-f]{24})$/;
const id = z.string().regex(ID_PATTERN, 'must be an id of 24 lower-case hex characters');
// a live event stays well under Pusher's 10 kB cap
const MAX_VALUE_CHARS = 4000;

/** The two events windows send each other (spec 1 §7, spec 3 §7). */
const eventBody = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('window'),
    data: z.strictObject({ user: z.string().min(1).max(200), sessions: z.array(id).max(1000) }),
  }),
  z.strictObject({
    event: z.literal('displaybox'),
    data: z.strictObject({ session: id, box: z.string().min(1).max(200), value: z.unknown() }),
  }),
]);

/**
 * POST /api/live/auth signs private channels the caller owns (pusher-js sends a form).
 * POST /api/live/events emits `window` (on the caller's user channel: which sessions a window has
 * open) and `displaybox` (on a session channel: a display box's value), through the server so that
 * every server and a hosted Pusher deliver them alike; `client_id` lets the sender ignore its own.
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/live/auth', async (request) => {
    const { socket_id, channel_name } = parse(authBody, request.body);
    const session = SESSION_CHANNEL.exec(channel_name);
    if (session) {
      await ownedSession(ctx, request, session[1]);
      if (channel_name !== sessionChannel(session[1])) throw forbidden();
    } else if (channel_name !== userChannel(request.user.id)) {
      throw forbidden(`You may not join ${channel_name}`);
    }
    return { auth: ctx.publisher.sign(socket_id, channel_name) };
  });

  app.post('/api/live/events', async (request) => {
    const body = parse(eventBody, request.body);
    let channel: string;
    if (body.event === 'window') {
      if (body.data.user !== request.user.id) throw forbidden('A window event carries your own user id');
      const found = await getMany(ctx.db, sessionsScope(request), body.data.sessions);
      if (found.length !== new Set(body.data.sessions).size) throw notFound('One or more sessions do not exist');
      channel = userChannel(request.user.id);
    } else {
      await ownedSession(ctx, request, body.data.session);
      if ((JSON.stringify(body.data.value) ?? '').length > MAX_VALUE_CHARS)
        throw validation(`data.value: at most ${MAX_VALUE_CHARS} characters of JSON`);
      channel = sessionChannel(body.data.session);
    }
    await ctx.publisher.publish([channel], body.event, { ...body.data, client_id: clientId(request) });
    return { ok: true };
  });
}
