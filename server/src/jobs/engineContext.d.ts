import type { EngineContext } from '@bench/sdk/model';
import type { Queryable } from '../db/types.ts';
import type { Item } from '../items/build.ts';
/** Everything an engine gets for one run of `action` (sdk `EngineContext`). */
export declare function buildEngineContext(db: Queryable, action: Item, settings: EngineContext['settings'], run: Pick<EngineContext, 'progress' | 'signal' | 'workDir'>): Promise<EngineContext>;
