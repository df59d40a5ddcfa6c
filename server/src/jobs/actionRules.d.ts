import type { Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';
import type { ItemScope } from '../items/scope.ts';
import type { JobPipeline } from './pipeline.ts';
import type { AuthUser } from '../auth/users.ts';
/** The generic create and update of actions, with the rules of API.md 'Actions and jobs'. */
export declare function actionItemRules(pipeline: JobPipeline): {
    prepareCreate(body: Record<string, unknown>, scope: ItemScope, tx: Queryable, user: AuthUser): Promise<{
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
    prepareUpdate(patch: Record<string, unknown>, existing: Item, user: AuthUser): Promise<Record<string, unknown>>;
};
