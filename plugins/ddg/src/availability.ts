import type { StructurePredicate } from '@bench/action-kit';

/** DDG: 'Select 1 structure without ligands or nucleic acids to run DDG'. */
export const WITHOUT_LIGANDS_OR_NUCLEIC_ACIDS: StructurePredicate = {
  test: (s) => !s.hasLigands && !s.hasNucleicAcids,
  words: 'without ligands or nucleic acids',
};
