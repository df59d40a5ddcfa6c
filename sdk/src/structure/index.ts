export type { AtomTable, Chain, Model, ModifiedResidue, ParseError, ParsePdbOptions, Residue, ResidueType, Structure } from './types.ts';
export { RESIDUE_TYPES } from './types.ts';
export type { Analysis, ChainEntity, Choice, EntityKind, LigandInfo, LoaderMessageCode, LoaderResidue, PdbData, PoseReport } from './loaderTypes.ts';
export { parsePdb } from './pdbParser.ts';
export { parseMmcif } from './mmcifParser.ts';
export { parseStructure } from './parseStructure.ts';
export { inferElement, isElement } from './elements.ts';
export { classifyModel, chooseAltLoc, type ResidueClass } from './residueTypes.ts';
export { analyzeStructure, defaultChoice, sequenceOf, UNSUPPORTED_WARNING, type AnalyzeOptions } from './analysis.ts';
export { chainEntities, poseReport } from './chainEntities.ts';
export {
  convertResidue, deleteResidues, enabledOperations, LOADER_LIMITS, setDefault, undeleteResidues, validateLoader,
  type EnabledOperations, type LoaderValidation,
} from './loaderRules.ts';
export { assemblePdb } from './assemble.ts';
export { formatAtom, type AtomRecord } from './pdbWriter.ts';
