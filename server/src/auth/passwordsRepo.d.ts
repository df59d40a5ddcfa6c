import type { Queryable } from '../db/types.ts';
/** The hash a local user set for themselves (migration 007), or null when they never did. */
export declare function storedPassword(db: Queryable, userId: string): Promise<string | null>;
export declare function storePassword(db: Queryable, userId: string, password: string): Promise<void>;
