import { isElement, isHydrogen } from './elements.ts';
import { AMINO_ACIDS, DNA, ION_NAMES, MODIFIED_PARENTS, RNA, WATER_NAMES, normalizeAtomName } from './residueTables.ts';
import type { AtomTable, Model, ModifiedResidue, Residue, ResidueType, Structure } from './types.ts';

export interface ResidueClass {
  type: ResidueType;
  /** Canonical parent for ncaa / ncdna / ncrna ('' when unknown or not applicable). */
  parent: string;
  /** The alternate location kept ('' when the residue has none). */
  altLoc: string;
}

/** A bond between consecutive polymer residues is shorter than this (peptide 1.33 Å, O3'-P 1.61 Å). */
const LINK_MAX_SQ = 2.0 * 2.0;

/** The altLoc kept for a residue: the one with the highest summed occupancy; ties go to the first seen. */
export function chooseAltLoc(atoms: AtomTable, residue: Residue): string {
  if (residue.altLocs.length < 2) return residue.altLocs[0] ?? '';
  let best = '';
  let bestOccupancy = -1;
  for (const alt of residue.altLocs) {
    let sum = 0;
    for (let i = residue.atomStart; i < residue.atomEnd; i++) if (atoms.altLoc[i] === alt) sum += atoms.occupancy[i]!;
    if (sum > bestOccupancy + 1e-6) {
      best = alt;
      bestOccupancy = sum;
    }
  }
  return best;
}

/** Index of the named atom in the kept conformer, or -1. Accepts pre-remediation names (O1P, C4*). */
export function findAtom(atoms: AtomTable, residue: Residue, altLoc: string, name: string): number {
  for (let i = residue.atomStart; i < residue.atomEnd; i++) {
    const alt = atoms.altLoc[i];
    if (alt !== '' && alt !== altLoc) continue;
    const atomName = atoms.name[i]!;
    if (atomName === name || normalizeAtomName(atomName) === name) return i;
  }
  return -1;
}

function bonded(atoms: AtomTable, i: number, j: number): boolean {
  if (i < 0 || j < 0) return false;
  const dx = atoms.x[i]! - atoms.x[j]!;
  const dy = atoms.y[i]! - atoms.y[j]!;
  const dz = atoms.z[i]! - atoms.z[j]!;
  return dx * dx + dy * dy + dz * dz < LINK_MAX_SQ;
}

function heavyAtomCount(atoms: AtomTable, residue: Residue, altLoc: string): number {
  let n = 0;
  for (let i = residue.atomStart; i < residue.atomEnd; i++) {
    const alt = atoms.altLoc[i];
    if ((alt === '' || alt === altLoc) && !isHydrogen(atoms.element[i]!)) n++;
  }
  return n;
}

/** Residue name of the kept conformer (differs from name3 only under microheterogeneity). */
export function residueName(residue: Residue, altLoc: string): string {
  return residue.altNames?.[altLoc] ?? residue.name3;
}

export function modresKey(chain: string, resid: number, icode: string): string {
  return `${chain}\u0000${resid}\u0000${icode}`;
}

/** Classifies every residue of a model into the loader's residue types. */
export function classifyModel(structure: Structure, model: Model): ResidueClass[] {
  const atoms = structure.atoms;
  const residues = model.residues;
  const altLocs = residues.map((r) => chooseAltLoc(atoms, r));
  const find = (k: number, name: string): number => findAtom(atoms, residues[k]!, altLocs[k]!, name);
  const peptide = new Uint8Array(residues.length);
  const nucleic = new Uint8Array(residues.length);
  for (const chain of model.chains) {
    const idx = chain.residueIndices;
    for (let n = 0; n + 1 < idx.length; n++) {
      const a = idx[n]!;
      const b = idx[n + 1]!;
      if (bonded(atoms, find(a, 'C'), find(b, 'N'))) peptide[a] = peptide[b] = 1;
      if (bonded(atoms, find(a, "O3'"), find(b, 'P'))) nucleic[a] = nucleic[b] = 1;
    }
  }
  const modres = new Map<string, ModifiedResidue>();
  for (const m of structure.modres) modres.set(modresKey(m.chain, m.resid, m.icode), m);

  return residues.map((r, k) => {
    const altLoc = altLocs[k]!;
    const has = (name: string): boolean => find(k, name) !== -1;
    const mod = modres.get(modresKey(r.chain, r.resid, r.icode));
    const name = residueName(r, altLoc);
    const parent = (mod && mod.name3 === name ? mod.parent : '') || MODIFIED_PARENTS[name] || '';
    const result = (type: ResidueType, p = ''): ResidueClass => ({ type, parent: p, altLoc });
    if (WATER_NAMES.has(name)) return result('water');
    if (name in AMINO_ACIDS) return result(!r.hetero || peptide[k] ? 'caa' : 'ligand');
    if (name in DNA) return result(!r.hetero || nucleic[k] ? 'cdna' : 'ligand');
    if (name in RNA) return result(!r.hetero || nucleic[k] ? 'crna' : 'ligand');
    const listed = mod !== undefined && mod.name3 === name;
    const aminoLike = has('N') && has('CA') && has('C');
    const nucleotideLike = has("C4'") && (has('P') || has("O3'"));
    if ((listed && parent in AMINO_ACIDS) || (aminoLike && (listed || peptide[k]))) {
      return result('ncaa', parent in AMINO_ACIDS ? parent : '');
    }
    if ((listed && (parent in RNA || parent in DNA)) || (nucleotideLike && (listed || nucleic[k]))) {
      const rna = has("O2'") || (!nucleotideLike && parent in RNA);
      return result(rna ? 'ncrna' : 'ncdna', parent in (rna ? RNA : DNA) ? parent : '');
    }
    // A single-atom component (ZN, MG, IOD); an incomplete PO4 modelled as its P alone stays a ligand.
    const ionName = isElement(name) || ION_NAMES.has(name);
    if (ionName && heavyAtomCount(atoms, r, altLoc) === 1) return result('monoatomic');
    return result('ligand');
  });
}

/** One-letter code of a classified residue for sequences ('' for non-polymer residues). */
export function oneLetter(name3: string, cls: ResidueClass): string {
  switch (cls.type) {
    case 'caa':
      return AMINO_ACIDS[name3]!;
    case 'cdna':
      return DNA[name3]!;
    case 'crna':
      return RNA[name3]!;
    case 'ncaa':
      return AMINO_ACIDS[cls.parent] ?? 'X';
    case 'ncdna':
      return DNA[cls.parent] ?? 'X';
    case 'ncrna':
      return RNA[cls.parent] ?? 'X';
    default:
      return '';
  }
}
