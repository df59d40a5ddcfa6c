export { buildServer, type BenchServer, type RouteInfo, type ServerDeps } from './app.ts';
export type { SettleGate } from './jobs/settle.ts';
export { loadConfig, MEMORY, type Config } from './config.ts';
export { openDb } from './db/open.ts';
export { resetData } from './db/migrate.ts';
export type { Db } from './db/types.ts';
export { ensureAccount, appendLedger } from './billing/accountsRepo.ts';
