/** PDB text of a stored SDF record: RDKit normalises V2000/V3000 to V2000, then HETATM + CONECT. */
export declare function sdfToPdb(sdf: string, title: string): Promise<string>;
