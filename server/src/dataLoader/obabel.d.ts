/** Formats getLigand offers, and Open Babel's name for each. */
export declare const LIGAND_FORMATS: Record<string, string>;
/** The ligand in the requested format; SMILES-like outputs lose Open Babel's trailing title column. */
export declare function convertLigand(pdb: string, outputFormat: string): Promise<string>;
