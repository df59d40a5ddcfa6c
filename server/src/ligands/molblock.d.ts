import { type Molfile } from '@bench/structure';
/** Hill order: C, then H, then the rest alphabetically; without carbon, all alphabetically. */
export declare function hillFormula(elements: readonly string[]): string;
/**
 * One HETATM residue 'LIG' (chain A, residue 1) with atom names element + serial, and CONECT
 * records for every bond, so viewers draw the molfile's bonds rather than guessing them.
 */
export declare function molTableToPdb(table: Pick<Molfile, 'atoms' | 'bonds'>, title: string): string;
