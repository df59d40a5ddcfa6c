import type { Db } from './types.ts';
/** Embedded PostgreSQL: `dataDir/db` on disk, or in memory when `dataDir` is null. */
export declare function openPglite(dataDir: string | null): Promise<Db>;
