import type { ResidueType } from './types.ts';

export type LoaderMessageCode = 'CURRENTLY_UNSUPPORTED' | 'SECONDARY_ALTLOC';

/** A candidate for what a residue becomes in the assembled pose. */
export interface Choice {
  name3: string;
  type: ResidueType;
}

export interface PdbData {
  /** Chain id as in the file ('' when blank). */
  chain: string;
  resid: number;
  icode: string;
  name3: string;
  /** The alternate location kept ('' when none). */
  altLoc: string;
}

/** Residue (loader), spec §3. */
export interface LoaderResidue {
  original: { pdbData: PdbData; type: ResidueType };
  choices: Choice[];
  /** null = deleted. */
  chosen: Choice | null;
  messages: LoaderMessageCode[];
}

export type EntityKind = 'polymer' | 'ligand' | 'monoatomic' | 'water';

/** A chain of the pose: a polymer chain, or one non-polymer entity (each ligand or ion its own). */
export interface ChainEntity {
  /** Stable label: the chain id, '_' for a blank id; non-polymers add name and number ('_:HEM142'). */
  label: string;
  chain: string;
  kind: EntityKind;
  residueIndices: number[];
}

export interface LigandInfo {
  /** Chain label and residue number, e.g. 'A:142' or '_:301A'. */
  id: string;
  name: string;
  residueIndex: number;
}

export interface Analysis {
  name: string;
  residues: LoaderResidue[];
  allowedTypes: ResidueType[];
  /** Parser errors (line-numbered); the loader refuses a structure that has any. */
  errors: string[];
  warnings: string[];
  chains: ChainEntity[];
  ligands: LigandInfo[];
}

export interface PoseReport {
  poseId?: string;
  chainCount: number;
  ligands: { id: string; name: string }[];
}
