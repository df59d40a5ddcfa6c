import { type Config } from '../config.ts';
import type { Db } from './types.ts';
/** PostgreSQL when DATABASE_URL is set, else the embedded database; migrated before use. */
export declare function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, warn?: (message: string) => void): Promise<Db>;
