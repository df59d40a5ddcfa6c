import { FeatureTable, type ActionEngine, type ActionModel } from '@bench/sdk/model';
import { type ServerPlugin } from './load.ts';
/** What the server knows of the action plugins: their models and the engines they ship. */
export interface ActionPlugins {
    models: ActionModel[];
    engines: ActionEngine[];
    /** the platform's features and those the plugins declare (spec 3 §6) */
    features: FeatureTable;
    /** the model of a task, by its internal or its wire name */
    model(task: string): ActionModel | undefined;
    /** the model whose runs are items of `entity` (a DDG result…), not actions */
    runnerOf(entity: string): ActionModel | undefined;
    /** the session counters the models number their runs with besides `action_counter` */
    counters: string[];
}
/** The cataloged plugins' action models by task and wire name; a name given twice refuses to start. */
export declare function actionPlugins(plugins: readonly ServerPlugin[]): ActionPlugins;
