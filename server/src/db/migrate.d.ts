import type { Db } from './types.ts';
export declare function migrate(db: Db): Promise<string[]>;
/** Empties every data table (tests reset between cases; the schema stays). */
export declare function resetData(db: Db): Promise<void>;
