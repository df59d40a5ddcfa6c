export interface CatalogEntry {
    /** lower-case id: the package name without '@bench/plugin-' */
    id: string;
    /** the package name */
    name: string;
    /** the package directory */
    dir: string;
    /** the package's `exports` field */
    exports: Record<string, unknown>;
}
type Env = Record<string, string | undefined>;
/** BENCH_CATALOG names another catalog file; BENCH_PLUGINS keeps only the listed ids. */
export declare function catalogFromEnv(env: Env): CatalogEntry[];
/** The catalog's plugins with the given ids, in catalog order; an id the catalog lacks is an error. */
export declare function narrowCatalog(entries: CatalogEntry[], ids: readonly string[] | null): CatalogEntry[];
export declare function readCatalog(file: string, seen?: string[]): CatalogEntry[];
/** The file an `exports` key points at (a string, or an `import`/`default` condition), or null. */
export declare function exportPath(entry: CatalogEntry, key: string): string | null;
export {};
