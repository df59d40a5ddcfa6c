import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { type Engines } from '../engines/registry.ts';
import type { Publisher } from '../live/types.ts';
import type { Plugins } from '../plugins/index.ts';
import type { ActionPlugins } from '../plugins/actions.ts';
import { type JobQueue } from './queue.ts';
import { type SettleGate, type SettleJob } from './settle.ts';
/** The job pipeline of one process: plugins, engines, the queue and (where jobs run here) the runner. */
export interface JobPipeline {
    plugins: ActionPlugins;
    engines: Engines;
    /** the engine kind that runs each task here (GET /api/config's `engines`), fixed at start */
    engineKinds: Readonly<Record<string, string>>;
    queue: JobQueue;
    /** stops a job running in this process (cancel) */
    cancelLocal(jobId: string): void;
    /** ends a job: the one transaction cancel, completion, failure and imported results go through */
    settle: SettleJob;
    start(): Promise<void>;
    stop(): Promise<void>;
}
export interface PipelineOptions {
    db: Db;
    config: Config;
    plugins: Plugins;
    publisher: Pick<Publisher, 'publish'>;
    warn(message: string): void;
    /** 'server' runs jobs itself only with the in-process queue; 'worker' always does */
    role: 'server' | 'worker';
    /** tests only: awaited before each settlement of a job (settle.ts) */
    settleGate?: SettleGate;
}
export declare function createJobPipeline({ db, config, plugins: { actions: plugins, settings }, publisher, warn, role, settleGate, }: PipelineOptions): Promise<JobPipeline>;
