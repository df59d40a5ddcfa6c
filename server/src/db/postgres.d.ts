import type { Db } from './types.ts';
/**
 * A pool on PostgreSQL that survives the database going away: a connection the server drops
 * (restart, 57P01) is reported through `warn` and discarded, never thrown at the process; the next
 * query opens a fresh one, and until the database is back queries fail with errors that the HTTP
 * layer answers as 503 (db/unavailable.ts).
 */
export declare function openPostgres(url: string, warn?: (message: string) => void): Promise<Db>;
