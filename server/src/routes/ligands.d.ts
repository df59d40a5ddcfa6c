import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** Small-molecule import and the PDB view of a free ligand (spec 2 §2.1, spec 3 §7). */
export declare function registerLigandRoutes(app: FastifyInstance, ctx: AppContext): void;
