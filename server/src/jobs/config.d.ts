/** Job pipeline settings (server/ENGINES.md lists them). */
export interface JobsConfig {
    /** 'in-process': workers inside each server; 'pg-boss': the server enqueues, `npm run worker` runs */
    queue: 'in-process' | 'pg-boss';
    /** concurrent jobs per process (BENCH_WORKERS) */
    workers: number;
    timeoutSeconds: number;
    heartbeatSeconds: number;
    /** BENCH_ENGINE_<TASK> values by upper-cased task name */
    engineOverrides: Record<string, string>;
}
type Env = Record<string, string | undefined>;
export declare function jobsConfig(env: Env, databaseUrl: string | null): JobsConfig;
export {};
