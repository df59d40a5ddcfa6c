import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Publisher } from './types.ts';
export declare function pusherPublisher(settings: NonNullable<Config['pusher']>): Publisher;
/** Pusher when configured; else the built-in endpoint, relayed through PostgreSQL when there is one. */
export declare function createPublisher(config: Config, db: Db, warn: (message: string) => void): Promise<Publisher>;
