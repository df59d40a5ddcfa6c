import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Item } from '../items/build.ts';
import type { JobSubject } from '../jobs/subjects/index.ts';
import type { JobPipeline } from '../jobs/pipeline.ts';
/** The caller's item a job runs, by the route's id (404 like an absent one when it is someone else's). */
export declare function ownedJobItem(ctx: AppContext, request: FastifyRequest, subject: JobSubject, noun: string): Promise<Item>;
/** Run, cancel, result import and engines (API.md 'Actions and jobs'). */
export declare function registerActionRoutes(app: FastifyInstance, ctx: AppContext, pipeline: JobPipeline): void;
