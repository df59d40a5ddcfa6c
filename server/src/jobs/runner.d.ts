import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Engines } from '../engines/registry.ts';
import type { Publisher } from '../live/types.ts';
import type { ActionPlugins } from '../plugins/actions.ts';
import type { PluginSettings } from '../plugins/settings.ts';
import type { SettleJob } from './settle.ts';
export interface RunnerDeps {
    db: Db;
    config: Config;
    plugins: ActionPlugins;
    settings: PluginSettings;
    engines: Engines;
    publisher: Pick<Publisher, 'publish'>;
    warn(message: string): void;
    /** this process's name in `jobs.worker` */
    workerId: string;
    settle: SettleJob;
}
/** Claims jobs and runs them: engine, progress, heartbeat, timeout, then results or a refunded failure. */
export declare class JobRunner {
    private readonly deps;
    private readonly running;
    constructor(deps: RunnerDeps);
    private publish;
    /** Claims the oldest queued job (or `jobId`) and runs it; false when there was none. */
    runNext(jobId?: string): Promise<boolean>;
    /** Stops a job running in this process (the cancel route has already recorded why). */
    cancel(jobId: string): void;
    /** Aborts every running job without recording anything: recovery re-queues them on the next start. */
    stop(): Promise<void>;
    private execute;
    /** A job this worker runs stays its own until it ends (a cancel or recovery takes it away). */
    private readonly stillMine;
    /** Results in one transaction, only while the job is still this worker's. */
    private complete;
    private fail;
    /** Progress reports written at most every 250 ms, the last one always. */
    private progressWriter;
}
