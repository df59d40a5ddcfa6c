import { type SdfRecord } from './sdf.ts';
/** One molecule ready to store: the free_ligands body and the SDF record kept in `structures`. */
export interface PreparedLigand {
    body: Record<string, unknown>;
    sdf: string;
}
/** Title line, else the <id> item, else the first data item, else file name and record number. */
export declare function ligandName(record: SdfRecord, fileName: string): string;
/**
 * Every molecule of every file, or an error for the first bad one: the caller stores all of them
 * in one transaction or none.
 */
export declare function prepareLigands(fileNames: string[], files: string[]): Promise<PreparedLigand[]>;
