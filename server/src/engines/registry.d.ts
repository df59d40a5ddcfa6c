import type { ActionEngine, ActionModel, EngineKind } from '@bench/sdk/model';
import type { JobsConfig } from '../jobs/config.ts';
import type { ActionPlugins } from '../plugins/actions.ts';
/** The engine that runs a task on this server, and what the engines route says about it. */
interface ChosenEngine {
    kind: EngineKind;
    engine: ActionEngine;
    detail: string;
}
interface EngineStatus {
    kind: EngineKind | null;
    available: boolean;
    detail: string;
}
export interface Engines {
    /** null when nothing can run the task here */
    pick(model: ActionModel): Promise<ChosenEngine | null>;
    describe(): Promise<Record<string, EngineStatus>>;
}
export declare function createEngines(plugins: ActionPlugins, config: Pick<JobsConfig, 'engineOverrides'>): Engines;
export {};
