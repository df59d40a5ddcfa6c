import type { FastifyInstance } from 'fastify';
/** Whether `value` nests deeper than `limit` objects and arrays; iterative, so any depth is safe to measure. */
export declare function nestsDeeperThan(value: unknown, limit: number): boolean;
/** A parsed body nested deeper than `maxDepth` is refused with 400 before any route (or the database) sees it. */
export declare function installJsonDepthLimit(app: FastifyInstance, maxDepth: number): void;
