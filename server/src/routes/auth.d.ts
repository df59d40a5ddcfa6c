import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
export declare function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void;
