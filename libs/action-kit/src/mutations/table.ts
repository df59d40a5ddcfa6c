import type { ResidueType } from '@bench/structure';
import { AMINO_ACID_LETTERS, isAminoAcidType, isNucleotideType, type AminoAcid } from './letters.ts';

/** One residue of a source pose, by 1-based position along the whole sequence. */
export interface SourceResidue {
  letter: string;
  type: ResidueType;
  /** chain and residue number in the source file, e.g. 'A:155' (from the pose's structure tree) */
  residue?: string;
}

/** A source pose as the mutations table needs it. */
export interface MutationSource {
  poseId: string;
  residues: readonly SourceResidue[];
}

export interface MutationRow {
  /** 1-based residue position (from the selector) */
  position: number;
  /** the residue(s) of the source files at this position, e.g. 'A:155', '' when unknown */
  residue: string;
  /** percent share of each original letter across the source poses that have this position */
  originals: Record<string, number>;
  /** what the originals column shows: 'K 100%', 'K 50% / R 50%', or '-' with 4 or more distinct residues */
  originalsLabel: string;
  prevent_repacking: boolean;
  enabled: AminoAcid[];
  /** a non-amino-acid position: shown, but no mutation can be enabled */
  disabled: boolean;
  /** a nucleotide position: not shown */
  hidden: boolean;
}

const MANY_ORIGINALS = 4;

/** One row per selector position (spec 1 §3 Mutation table). */
export function buildMutationRows(positions: readonly number[], sources: readonly MutationSource[]): MutationRow[] {
  return positions.map((position) => {
    const residues = sources.map((s) => s.residues[position - 1]).filter((r): r is SourceResidue => r !== undefined);
    const counts = new Map<string, number>();
    for (const r of residues) counts.set(r.letter, (counts.get(r.letter) ?? 0) + 1);
    const originals = Object.fromEntries([...counts].map(([letter, n]) => [letter, (100 * n) / residues.length]));
    const aminoAcid = residues.length > 0 && residues.every((r) => isAminoAcidType(r.type));
    return {
      position,
      residue: [...new Set(residues.flatMap((r) => (r.residue ? [r.residue] : [])))].join(' / '),
      originals,
      originalsLabel: originalsLabel(originals),
      prevent_repacking: false,
      enabled: [],
      disabled: residues.length > 0 && !aminoAcid,
      hidden: residues.length > 0 && residues.every((r) => isNucleotideType(r.type)),
    };
  });
}

function originalsLabel(originals: Record<string, number>): string {
  const entries = Object.entries(originals).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (entries.length === 0) return '';
  if (entries.length >= MANY_ORIGINALS) return '-';
  return entries.map(([letter, share]) => `${letter} ${Math.round(share)}%`).join(' / ');
}

export function toggleMutation(row: MutationRow, letter: AminoAcid): MutationRow {
  if (row.disabled) return row;
  const on = row.enabled.includes(letter);
  const enabled = on ? row.enabled.filter((l) => l !== letter) : [...row.enabled, letter];
  return { ...row, enabled: sortLetters(enabled) };
}

export function sortLetters(letters: Iterable<AminoAcid>): AminoAcid[] {
  const set = new Set(letters);
  return AMINO_ACID_LETTERS.filter((l) => set.has(l));
}

/** The mutation value of a position: the concatenation of its enabled letters ('' = repack only). */
export function mutationValue(row: MutationRow): string {
  return row.enabled.join('');
}

/** The action input's `mutations`: position → value, for the positions that can be mutated. */
export function mutationsInput(
  rows: readonly MutationRow[],
): Record<string, { mutations: string; prevent_repacking: boolean }> {
  return Object.fromEntries(
    rows
      .filter((r) => !r.disabled && !r.hidden)
      .map((r) => [String(r.position), { mutations: mutationValue(r), prevent_repacking: r.prevent_repacking }]),
  );
}

/** Sequence space: the product over positions of the number of enabled letters (a repack-only position counts once). */
export function sequenceSpace(rows: readonly MutationRow[]): number {
  return rows.reduce((space, r) => (r.disabled || r.hidden ? space : space * Math.max(1, r.enabled.length)), 1);
}
