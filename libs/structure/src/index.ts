/**
 * @bench/structure: reading and analysing molecular structures and sequences — PDB/mmCIF parsing,
 * the structure loader's analysis and rules, selectors, ligand files, FASTA, superposition.
 * Pure TypeScript: plugins, the server and tests may import it; it imports only @bench/sdk/model.
 */
export { analyzeStructure, defaultChoice, sequenceOf } from './analysis.ts';
export { assemblePdb } from './assemble.ts';
export { poseReport } from './chainEntities.ts';
export { depictSmiles } from './depict.ts';
export { applyTransform, kabsch, rmsd, type Point, type Superposition } from './kabsch.ts';
export { type FreeLigand, LIGAND_MESSAGES } from './ligands/files.ts';
export { type Molfile, type MolfileAtom, readMolfile } from './ligands/molfile.ts';
export { checkFileNames, fileExtension } from './loader/files.ts';
export { validateLoader } from './loaderRules.ts';
export type { Analysis, Choice, LoaderMessageCode, LoaderResidue, PdbData, PoseReport } from './loaderTypes.ts';
export { parseMmcif } from './mmcifParser.ts';
export { parseStructure } from './parseStructure.ts';
export { parsePdb } from './pdbParser.ts';
export { type PolymerResidue, polymerResidues } from './polymerResidues.ts';
export { type StructureTree, type TreeResidue, structureTree, treeResidues } from './structureTree.ts';
export { type AtomRecord, formatAtom, formatTer } from './pdbWriter.ts';
export { collectionExportName } from './poseFiles.ts';
export { AMINO_ACIDS, standardAtoms } from './residueTables.ts';
export { classifyModel, oneLetter, residueName } from './residueTypes.ts';
export { stripInvalidSelectorChars } from './selectors/names.ts';
export { countAtoms, NUCLEIC_TYPES, type PoseFacts, readStructureFile } from './structureFile.ts';
export {
  ALL_SELECTOR,
  allPositions,
  chainLengths,
  isContiguous,
  normalisePositions,
  type Positions,
} from './selectors/positions.ts';
export { type Selector, SELECTOR_MESSAGES } from './selectors/types.ts';
export { formatFasta, parseFasta } from './sequence/fasta.ts';
export { aminoAcidLetter, POLARITY_CLASSES, POLARITY_COLOURS, polarityClass } from './sequence/polarity.ts';
export { type AtomTable, RESIDUE_TYPES, type ResidueType, type Structure } from './types.ts';
