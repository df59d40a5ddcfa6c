import { MEMORY, type Config } from '../config.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded database; migrated before use. */
export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  warn?: (message: string) => void,
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, warn)
    : await openPglite(config.dataDir === MEMORY ? null : config.dataDir);
  await migrate(db);
  return db;
}
