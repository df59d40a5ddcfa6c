import { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/types.ts';
import type { JobPipeline } from './jobs/pipeline.ts';
import type { SettleGate } from './jobs/settle.ts';
export interface RouteInfo {
    method: string;
    url: string;
    public: boolean;
}
export interface BenchServer {
    app: FastifyInstance;
    db: Db;
    ctx: AppContext;
    /** every route, as registered (the authorisation test walks this table) */
    routes: RouteInfo[];
    /** the job pipeline (the race tests settle jobs through it) */
    jobs: JobPipeline;
    close(): Promise<void>;
}
export interface ServerDeps {
    /** a shared database, left open on close */
    db?: Db;
    /** tests only: the job pipeline's settle gate (jobs/settle.ts) */
    settleGate?: SettleGate;
}
/**
 * The whole backend on one fastify instance; `deps.db` shares a database (left open on close).
 * Refuses (throws, naming the plugin) when a cataloged plugin cannot load or a setting is bad.
 */
export declare function buildServer(config: Config, deps?: ServerDeps): Promise<BenchServer>;
