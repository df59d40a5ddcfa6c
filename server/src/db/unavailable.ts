// SQLSTATE classes and codes that mean "the database is away", not "this statement is wrong":
// 08 connection exception, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|Client has encountered a connection error|connection timeout|Connection ended|terminating connection/i;

/** Whether an error says the database cannot be reached right now (a restart, a network cut). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_TEXT.test(message);
}

export const DATABASE_UNAVAILABLE = 'The database is not reachable at the moment. Please try again in a few seconds.';

/**
 * Keeps a server or worker process alive across a database restart: a library promise that
 * rejects with a lost connection and nobody awaits (pg-boss completes jobs without awaiting) is
 * reported; any other unhandled rejection still ends the process.
 */
export function surviveDatabaseOutages(warn: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    warn(`database unavailable: ${(reason as Error).message}`);
  });
}
