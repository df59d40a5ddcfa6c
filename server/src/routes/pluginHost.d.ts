import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { JobPipeline } from '../jobs/pipeline.ts';
import type { TypeRules } from './items.ts';
/**
 * Registers each loaded plugin's own routes (run, cancel, members…) with its host, in catalog
 * order, and answers the rules its types bring to the generic item routes, by type.
 */
export declare function installPluginServers(app: FastifyInstance, ctx: AppContext, pipeline: JobPipeline): Record<string, TypeRules>;
