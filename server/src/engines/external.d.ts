import type { ActionEngine } from '@bench/sdk/model';
/** An engine that runs a configured command line on files (BENCH_ENGINE_<TASK>=external:<command>). */
export declare function externalEngine(task: string, command: string): ActionEngine;
