/** Splits SDF text into records (CTAB plus data items); chemistry is RDKit's job (rdkit.ts). */
export interface SdfRecord {
    /** 0-based position in its file */
    index: number;
    /** the molfile part, up to and including 'M  END' */
    molblock: string;
    /** first line of the molfile header */
    title: string;
    /** data items '> <name>' → value, in file order */
    fields: Record<string, string>;
    /** the whole record with LF line ends and a closing '$$$$', as stored */
    text: string;
}
export declare class SdfFormatError extends Error {
    readonly index: number;
    constructor(index: number, message: string);
}
/**
 * Records of an SDF file. CRLF and LF line ends are both read. A last record without its closing
 * '$$$$' is accepted when its molfile is complete ('M  END' present): nothing of it is missing, so
 * it is imported like the others. A record cut off before 'M  END' is an error.
 */
export declare function splitSdf(text: string): SdfRecord[];
