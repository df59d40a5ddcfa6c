export { baseName, checkFileNames, fileExtension, missingExtensionMessage, unsupportedExtensionsMessage } from './files.ts';
export { codeEntries, invalidPdbCodeMessage, pdbCodeOf } from './pdbCode.ts';
export {
  DATA_LOADER_MESSAGES, STRUCTURE_EXTENSIONS, selectedResidue,
  type AnalyzedStructure, type AnalyzePdbsReply, type AnalyzePdbsRequest, type AssembleStructureReply,
  type AssembleStructureRequest, type GetLigandReply, type LoadedPose, type SelectedResidue, type StructureInputType,
} from './wire.ts';
