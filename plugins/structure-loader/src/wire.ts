/** What the loader sends to and gets back from its data loader routes (API.md 'Data loader'), and their texts. */
import type { Analysis, Choice, LoaderResidue, PdbData, PoseReport, ResidueType } from '@bench/structure';

/** Structure files the structure loader accepts. */
export const STRUCTURE_EXTENSIONS = ['.pdb', '.cif'] as const;

/** Texts of the data loader (spec 2 §8). */
export const DATA_LOADER_MESSAGES = {
  loadFailed: 'Something went wrong while loading PDB data.',
  importFailed: 'Error importing file.',
  obabelMissing: 'Open Babel is not installed on this server.',
} as const;

export type StructureInputType = 'pdbFile' | 'pdbCode' | 'pose';

export interface AnalyzedStructure {
  analysis: Analysis;
  errors: string[];
  warnings: string[];
  inputType: StructureInputType;
  /** the structure text (fetched codes and stored poses; uploads already have it) */
  pdbFileData?: string;
}

/**
 * Reply of POST /api/sessions/{sid}/analyzePdbs (one list of sources, `data` with optional
 * `fileNames`, `pdbCode` or `poseId`, as long as `labels`), keyed by label.
 */
export interface AnalyzePdbsReply {
  output: Record<string, AnalyzedStructure>;
}

/** What the assembler needs of each residue: where it is and what it becomes. */
export interface SelectedResidue {
  original: { pdbData: PdbData; type: ResidueType };
  chosen: Choice | null;
}

/** The pose the loader creates: a pose plus what availability and cost rules read of it. */
export interface LoadedPose {
  _id: string;
  name: string;
  index: number;
  sequence: string;
  pose_collection_id: string;
  report: Omit<PoseReport, 'poseId'>;
  has_ligands: boolean;
  has_nucleic_acids: boolean;
  atom_count: number;
  residue_count: number;
}

/** Reply of POST /api/sessions/{sid}/assembleStructure. */
export interface AssembleStructureReply {
  pose_collection: { _id: string; name: string };
  pose: LoadedPose;
}

/** Reply of POST /api/sessions/{sid}/getLigand: one ligand converted to the asked format. */
export interface GetLigandReply {
  format: string;
  data: string;
}

/** Only what the assembler reads of a loader residue. */
export function selectedResidue(residue: LoaderResidue): SelectedResidue {
  return { original: residue.original, chosen: residue.chosen };
}
