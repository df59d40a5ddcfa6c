import type { StructurePredicate } from '@bench/action-kit';

/** Replace Ligand: 'Select 1 structure with ligands to run Replace Ligand'. */
export const WITH_LIGANDS: StructurePredicate = { test: (s) => s.hasLigands, words: 'with ligands' };
