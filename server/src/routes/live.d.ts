import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/**
 * POST /api/live/auth signs private channels the caller owns (pusher-js sends a form).
 * POST /api/live/events emits `window` (on the caller's user channel: which sessions a window has
 * open) and `displaybox` (on a session channel: a display box's value), through the server so that
 * every server and a hosted Pusher deliver them alike; `client_id` lets the sender ignore its own.
 */
export declare function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void;
