type Row = Record<string, unknown>;
/** What a query runs on: the database itself or an open transaction. */
export interface Queryable {
    query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
    /** several statements without parameters (migrations, resets) */
    exec(sql: string): Promise<void>;
    /**
     * Embedded database only: raised by every statement that may write. Single-process, so a result
     * computed at one generation is still true while the generation is unchanged.
     */
    readonly generation?: string;
}
/** The one database interface; PGlite and PostgreSQL adapters run the same SQL. */
export interface Db extends Queryable {
    readonly kind: 'pglite' | 'postgres';
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
    close(): Promise<void>;
}
export {};
