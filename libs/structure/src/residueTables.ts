/** The 20 canonical amino acids and their one-letter codes. */
export const AMINO_ACIDS: Readonly<Record<string, string>> = {
  ALA: 'A',
  ARG: 'R',
  ASN: 'N',
  ASP: 'D',
  CYS: 'C',
  GLN: 'Q',
  GLU: 'E',
  GLY: 'G',
  HIS: 'H',
  ILE: 'I',
  LEU: 'L',
  LYS: 'K',
  MET: 'M',
  PHE: 'F',
  PRO: 'P',
  SER: 'S',
  THR: 'T',
  TRP: 'W',
  TYR: 'Y',
  VAL: 'V',
};

export const DNA: Readonly<Record<string, string>> = { DA: 'A', DC: 'C', DG: 'G', DT: 'T' };
export const RNA: Readonly<Record<string, string>> = { A: 'A', C: 'C', G: 'G', U: 'U' };

export const WATER_NAMES: ReadonlySet<string> = new Set(['HOH', 'WAT', 'DOD', 'H2O', 'TIP', 'TIP3', 'SOL']);

/**
 * Standard parents of common modified residues (wwPDB CCD mon_nstd_parent_comp_id), used when a
 * file has no MODRES record for them.
 */
export const MODIFIED_PARENTS: Readonly<Record<string, string>> = {
  MSE: 'MET',
  FME: 'MET',
  CAS: 'CYS',
  CSO: 'CYS',
  CSD: 'CYS',
  CME: 'CYS',
  CSX: 'CYS',
  OCS: 'CYS',
  SMC: 'CYS',
  SEC: 'CYS',
  SEP: 'SER',
  SAC: 'SER',
  TPO: 'THR',
  PTR: 'TYR',
  TYS: 'TYR',
  PCA: 'GLU',
  CGU: 'GLU',
  HYP: 'PRO',
  MLY: 'LYS',
  M3L: 'LYS',
  ALY: 'LYS',
  KCX: 'LYS',
  LLP: 'LYS',
  PYL: 'LYS',
  MLZ: 'LYS',
  HIC: 'HIS',
  NEP: 'HIS',
  NLE: 'LEU',
  MLE: 'LEU',
  MVA: 'VAL',
  ABA: 'ALA',
  AIB: 'ALA',
  DAL: 'ALA',
  TRQ: 'TRP',
  IAS: 'ASP',
  BMT: 'THR',
  DPR: 'PRO',
  DLE: 'LEU',
  DVA: 'VAL',
  DPN: 'PHE',
  DTY: 'TYR',
  '2MG': 'G',
  H2U: 'U',
  M2G: 'G',
  OMC: 'C',
  OMG: 'G',
  YG: 'G',
  PSU: 'U',
  '5MC': 'C',
  '7MG': 'G',
  '5MU': 'U',
  '1MA': 'A',
  '4SU': 'U',
  '5BU': 'U',
  I: 'G',
  '6MA': 'A',
  '2MA': 'A',
  MA6: 'A',
  OMU: 'U',
  '5CM': 'DC',
  CBR: 'DC',
  '8OG': 'DG',
  '6OG': 'DG',
  DI: 'DG',
};

/** Heavy atoms of each canonical residue; conversion to a parent keeps only these names. */
const BACKBONE = ['N', 'CA', 'C', 'O', 'OXT'];
const SUGAR = ['OP3', 'P', 'OP1', 'OP2', "O5'", "C5'", "C4'", "O4'", "C3'", "O3'", "C2'", "C1'"];
const SIDE_CHAINS: Readonly<Record<string, string>> = {
  ALA: 'CB',
  ARG: 'CB CG CD NE CZ NH1 NH2',
  ASN: 'CB CG OD1 ND2',
  ASP: 'CB CG OD1 OD2',
  CYS: 'CB SG',
  GLN: 'CB CG CD OE1 NE2',
  GLU: 'CB CG CD OE1 OE2',
  GLY: '',
  HIS: 'CB CG ND1 CD2 CE1 NE2',
  ILE: 'CB CG1 CG2 CD1',
  LEU: 'CB CG CD1 CD2',
  LYS: 'CB CG CD CE NZ',
  MET: 'CB CG SD CE',
  PHE: 'CB CG CD1 CD2 CE1 CE2 CZ',
  PRO: 'CB CG CD',
  SER: 'CB OG',
  THR: 'CB OG1 CG2',
  TRP: 'CB CG CD1 CD2 NE1 CE2 CE3 CZ2 CZ3 CH2',
  TYR: 'CB CG CD1 CD2 CE1 CE2 CZ OH',
  VAL: 'CB CG1 CG2',
};
const PURINE_A = 'N9 C8 N7 C5 C6 N6 N1 C2 N3 C4';
const PURINE_G = 'N9 C8 N7 C5 C6 O6 N1 C2 N2 N3 C4';
const BASES: Readonly<Record<string, string>> = {
  A: PURINE_A,
  G: PURINE_G,
  C: 'N1 C2 O2 N3 C4 N4 C5 C6',
  U: 'N1 C2 O2 N3 C4 O4 C5 C6',
  DA: PURINE_A,
  DG: PURINE_G,
  DC: 'N1 C2 O2 N3 C4 N4 C5 C6',
  DT: 'N1 C2 O2 N3 C4 O4 C5 C7 C6',
  DU: 'N1 C2 O2 N3 C4 O4 C5 C6',
};

export function standardAtoms(name3: string): ReadonlySet<string> | null {
  if (name3 in SIDE_CHAINS) return new Set([...BACKBONE, ...SIDE_CHAINS[name3]!.split(' ').filter(Boolean)]);
  const base = BASES[name3];
  if (!base) return null;
  const sugar = name3.startsWith('D') ? SUGAR : [...SUGAR, "O2'"];
  return new Set([...sugar, ...base.split(' ')]);
}

/** Atom renames applied on conversion: selenium of MSE takes the place of methionine's SD. */
export const CONVERSION_RENAMES: Readonly<Record<string, Readonly<Record<string, { name: string; element: string }>>>> =
  {
    MSE: { SE: { name: 'SD', element: 'S' } },
  };

/** Pre-remediation atom names (O1P, C4*) mapped to the current ones. */
export function normalizeAtomName(name: string): string {
  if (name === 'O1P') return 'OP1';
  if (name === 'O2P') return 'OP2';
  if (name === 'O3P') return 'OP3';
  return name.endsWith('*') ? `${name.slice(0, -1)}'` : name;
}

/** Single-atom chemical components whose names are not plain element symbols (CCD ions). */
export const ION_NAMES: ReadonlySet<string> = new Set([
  'FE2',
  'CU1',
  'IOD',
  'MN3',
  'CO3',
  'OS4',
  'PT4',
  'AU3',
  'HG2',
  'SR2',
  'TB3',
  'YT3',
  'EU3',
  'SM3',
  'GD3',
  'CE3',
  'LU3',
  'OH',
  'OXO',
]);
