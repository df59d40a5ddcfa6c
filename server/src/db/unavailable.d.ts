/** Whether an error says the database cannot be reached right now (a restart, a network cut). */
export declare function isDatabaseUnavailable(error: unknown): boolean;
export declare const DATABASE_UNAVAILABLE = "The database is not reachable at the moment. Please try again in a few seconds.";
/**
 * Keeps a server or worker process alive across a database restart: a library promise that
 * rejects with a lost connection and nobody awaits (pg-boss completes jobs without awaiting) is
 * reported; any other unhandled rejection still ends the process.
 */
export declare function surviveDatabaseOutages(warn: (message: string) => void): void;
