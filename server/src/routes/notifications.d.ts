import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** The caller's own notifications; updates only mark them notified. */
export declare function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void;
