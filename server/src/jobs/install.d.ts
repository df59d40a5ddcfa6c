import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SettleGate } from './settle.ts';
/** The job pipeline of a server: its rules and routes' dependencies now, its workers once `start` is called. */
export declare function installJobs(log: FastifyBaseLogger, ctx: AppContext, settleGate?: SettleGate): Promise<{
    pipeline: import("./pipeline.ts").JobPipeline;
    itemRules: {
        prepareCreate(body: Record<string, unknown>, scope: import("../items/scope.ts").ItemScope, tx: import("../db/types.ts").Queryable, user: import("../auth/users.ts").AuthUser): Promise<{
            results: never[];
            score_function: null;
            task_id: number;
            job_id: null;
            status: string;
            is_executed: boolean;
            results_collection_id: null;
            verification: null;
            sequence_results: null;
            engine: string | null;
            progress: null;
            error_message: null;
            price: null;
        }>;
        prepareUpdate(patch: Record<string, unknown>, existing: import("@bench/sdk/backend").Item, user: import("../auth/users.ts").AuthUser): Promise<Record<string, unknown>>;
    };
    start(): Promise<void>;
    stop(): Promise<void>;
}>;
