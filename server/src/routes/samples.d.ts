import type { FastifyInstance } from 'fastify';
/**
 * Dev-only: the '/__samples' pages fetch real fixture files from here instead of shipping copies.
 * Answers 404 when the fixtures folder is absent (any production install).
 */
export declare function registerSampleRoutes(app: FastifyInstance): void;
