import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
export declare function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void;
