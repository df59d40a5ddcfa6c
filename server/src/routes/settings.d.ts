import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** GET /api/config: the AppSettings of @bench/sdk, public. */
export declare function registerSettingsRoute(app: FastifyInstance, ctx: AppContext, engines: Readonly<Record<string, string>>): void;
