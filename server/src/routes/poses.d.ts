import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
/** Pose downloads (spec 3 §7): PDB files zipped, and FASTA. */
export declare function registerPoseExportRoutes(app: FastifyInstance, ctx: AppContext): void;
