import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionChannel, userChannel } from '@bench/sdk/model';
import type { AppContext } from '../context.ts';
import { forbidden, parse } from '../errors.ts';
import { ownedSession } from './access.ts';

const authBody = z.strictObject({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'must look like 123.456'),
  channel_name: z.string().min(1).max(200),
});
const SESSION_CHANNEL = /^private-session-([0-9a-f]{24})$/;

/** POST /api/live/auth signs private channels the caller owns (pusher-js sends a form). */
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
}
