export interface Chemistry {
    smiles: string;
    formula: string;
    atomCount: number;
    heavyAtomCount: number;
    /** RDKit's V2000 molfile (V3000 input comes out as V2000) */
    v2000: string;
}
/** Reads and sanitises one molfile; the error names what RDKit objected to. */
export declare function readMolecule(molblock: string): Promise<{
    ok: true;
    value: Chemistry;
} | {
    ok: false;
    reason: string;
}>;
export interface DepictOptions {
    width: number;
    height: number;
    /** light atoms on a dark background */
    dark: boolean;
}
/**
 * A 2D drawing (SVG text) of a SMILES string with fresh 2D coordinates, or null when RDKit cannot
 * read it. Drawn here rather than in the browser: RDKit's WebAssembly glue needs `new Function`,
 * which the app's Content-Security-Policy does not allow.
 */
export declare function depictSmiles(smiles: string, { width, height, dark }: DepictOptions): Promise<string | null>;
