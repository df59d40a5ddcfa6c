import type { FastifyInstance } from 'fastify';
/**
 * Serves the built app from `root` without adding routes: files that exist are sent, any other
 * GET outside /api gets index.html (the app routes in the browser).
 */
export declare function installStatic(app: FastifyInstance, root: string | null): Promise<void>;
