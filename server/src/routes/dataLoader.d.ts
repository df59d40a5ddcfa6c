import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** Data loader calls (spec 3 §7): analyzePdbs, getLigand, assembleStructure, and a pose's PDB text. */
export declare function registerDataLoaderRoutes(app: FastifyInstance, ctx: AppContext): void;
