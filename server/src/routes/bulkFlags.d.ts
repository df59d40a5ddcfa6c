import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/**
 * `POST /api/{type}/update/many` and `POST /api/{type}/updateInCollection/{collectionId}` for poses
 * and sequences (spec 3 §7): one request, one statement, one live event per session.
 */
export declare function registerBulkFlagRoutes(app: FastifyInstance, ctx: AppContext): void;
