import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startWithUsers, type TestServer } from './server.ts';
import type { SettleGate } from '../../../server/src/index.ts';

export interface UsersServer {
  database: TestDatabase;
  server: TestServer;
  alice: string;
  bob: string;
}

/**
 * One database and one server with the two declared users for a whole test file, closed after it;
 * the tables are emptied before each test unless `reset: false`. `assign` hands them to the
 * file's own variables; `settleGate` is handed to the job pipeline (the race tests' barrier).
 */
export function useUsersServer(
  assign: (started: UsersServer) => void,
  env: Record<string, string> = {},
  { reset = true, settleGate }: { reset?: boolean; settleGate?: SettleGate } = {},
) {
  let started: UsersServer | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    started = { database, ...(await startWithUsers(database.db, env, { settleGate })) };
    assign(started);
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.database.drop();
  });
  if (reset) beforeEach(() => started!.database.reset());
}
