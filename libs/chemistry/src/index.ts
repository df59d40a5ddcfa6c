/**
 * @bench/chemistry (server only): RDKit's WebAssembly module, loaded once per process, and the 2D
 * drawings it makes of SMILES, which the server serves to every screen that shows a molecule.
 */
export { depictSmiles, type DepictOptions } from './depict.ts';
export { rdkit } from './rdkit.ts';
