import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** Clone a whole project, and import a pose collection from another of the caller's projects. */
export declare function registerSessionCopies(app: FastifyInstance, ctx: AppContext): void;
