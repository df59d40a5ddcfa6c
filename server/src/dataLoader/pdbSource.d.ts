/** The entry's text from BENCH_PDB_URL (a URL template with {code}, or a local directory). */
export declare function fetchPdbEntry(source: string, code: string): Promise<string>;
