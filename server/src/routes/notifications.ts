import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerItemRoutes } from './itemRoutes.ts';

/** The caller's own notifications; updates only mark them notified. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerItemRoutes(app, ctx, {
    type: 'notifications',
    base: '/api/notifications',
    scope: async (request) => ({ type: 'notifications', sessionId: null, ownerId: request.user.id }),
    prepareCreate: (body) => ({ did_notify: false, body: '', ...body }),
    skip: ['archive', 'dearchive'],
  });
}
