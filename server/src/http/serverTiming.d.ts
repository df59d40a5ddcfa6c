import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';
/** The database with each call's time added to the current request's (a transaction counts once, whole). */
export declare function timedDb(db: Db): Db;
export declare function installServerTiming(app: FastifyInstance): void;
