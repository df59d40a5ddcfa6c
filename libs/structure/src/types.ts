/** The nine residue types of the structure loader (spec §3). */
export type ResidueType = 'caa' | 'ncaa' | 'cdna' | 'ncdna' | 'crna' | 'ncrna' | 'ligand' | 'monoatomic' | 'water';

export const RESIDUE_TYPES: readonly ResidueType[] = [
  'caa',
  'ncaa',
  'cdna',
  'ncdna',
  'crna',
  'ncrna',
  'ligand',
  'monoatomic',
  'water',
];

/** A problem found while parsing; `line` is 1-based (0 when it concerns the whole file). */
export interface ParseError {
  line: number;
  message: string;
}

/**
 * Atoms of all models, column-wise: coordinates and numbers in typed arrays, names in plain arrays.
 * Index i of every column is the same atom; residues refer to a contiguous range [atomStart, atomEnd).
 */
export interface AtomTable {
  count: number;
  serial: Int32Array;
  name: string[];
  altLoc: string[];
  element: string[];
  charge: string[];
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  occupancy: Float64Array;
  b: Float64Array;
  /** 1-based source line of each atom record. */
  line: Int32Array;
}

export interface Residue {
  /** Chain id as written ('' when the column is blank). */
  chain: string;
  resid: number;
  icode: string;
  name3: string;
  /** True when any atom came from a HETATM record (group_PDB HETATM in mmCIF). */
  hetero: boolean;
  /** Alternate location ids present, in order of first appearance ('' excluded). */
  altLocs: string[];
  atomStart: number;
  atomEnd: number;
  /** Microheterogeneity: residue names of altLocs whose name differs from name3 (e.g. { B: 'SER' }). */
  altNames?: Record<string, string>;
}

export interface Chain {
  id: string;
  /** Indices into Model.residues, in file order. */
  residueIndices: number[];
}

export interface Model {
  /** Model serial (MODEL record / pdbx_PDB_model_num); 1 when the file has none. */
  number: number;
  residues: Residue[];
  chains: Chain[];
}

export interface ModifiedResidue {
  name3: string;
  chain: string;
  resid: number;
  icode: string;
  /** Standard parent residue (MODRES stdRes / parent_comp_id), '' when not given. */
  parent: string;
}

export interface Structure {
  format: 'pdb' | 'mmcif';
  idCode: string;
  title: string;
  models: Model[];
  atoms: AtomTable;
  /** SEQRES (or _entity_poly_seq) residue names per chain id. */
  seqres: Map<string, string[]>;
  modres: ModifiedResidue[];
  /** Problems that make the file unusable as is; the loader refuses a file with errors. */
  errors: ParseError[];
  /** Oddities that were repaired or tolerated (duplicate atoms, truncated models, ...). */
  warnings: ParseError[];
}

export interface ParsePdbOptions {
  /** Stop after this many models (all by default). */
  maxModels?: number;
}
