import { DEFAULT_ACTION_SETTINGS } from '@bench/action-kit';
import type { CostContext, SelectionSummary, ValidationContext } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';
/** What an action's run reads from its session: source poses, selectors and free ligands. */
export interface SourceData {
    poses: Item[];
    /** requested pose ids that are not (or no longer) in the session */
    missingPoseIds: string[];
    selectors: Item[];
    freeLigands: Item[];
}
export declare function loadSourceData(db: Queryable, action: Item): Promise<SourceData>;
type ActionSettings = typeof DEFAULT_ACTION_SETTINGS;
/** The `settings` an action's validate and engine see: the result cap and every plugin's public settings. */
export declare function actionSettings(maxResults: number, pluginValues: Readonly<Record<string, unknown>>): ActionSettings;
/** The context the plugin's `validate` gets, built by the same function the action form calls. */
export declare function jobValidationContext(data: SourceData, settings: ActionSettings): ValidationContext;
/** What the plugin's `availability` rule sees: the stored source poses, as the browser summarises a selection. */
export declare function selectionOf(data: SourceData): SelectionSummary;
export declare function costContext(data: SourceData): CostContext;
/** The same input always gets the same seed: a 31-bit number from the action id. */
export declare function seedOf(actionId: string): number;
export {};
