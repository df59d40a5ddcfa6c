import { BACKBONE_ATOMS, superpositionIssue } from './superpositionRules.ts';
import { kabsch, type Point, type Superposition } from '@bench/structure';
import type { MolAtom } from './residues.ts';

export interface SuperposeInput {
  id: string;
  name: string;
  atoms: readonly MolAtom[];
  selected: ReadonlySet<number>;
}

export interface SuperposeFit extends Superposition {
  id: string;
  name: string;
  atomCount: number;
}

export type SuperposeResult = { issue: string } | { reference: string; fits: SuperposeFit[] };

function chosenPoints(entry: SuperposeInput, backboneOnly: boolean): Point[] {
  return entry.atoms
    .filter((a) => entry.selected.has(a.index) && (!backboneOnly || BACKBONE_ATOMS.has(a.atom)))
    .map((a) => [a.x, a.y, a.z] as const);
}

/**
 * Superposes every structure with a selection onto the first one, pairing selected atoms (or
 * selected backbone atoms) in file order; the rules of spec 2 §5 are checked first.
 */
export function superpose(entries: readonly SuperposeInput[], backboneOnly: boolean): SuperposeResult {
  const candidates = entries.map((e) => ({
    name: e.name,
    selectedAtoms: e.selected.size,
    selectedBackboneAtoms: e.atoms.filter((a) => e.selected.has(a.index) && BACKBONE_ATOMS.has(a.atom)).length,
  }));
  const issue = superpositionIssue(candidates, backboneOnly);
  if (issue) return { issue };
  const [reference, ...mobiles] = entries.filter((e) => e.selected.size > 0);
  const target = chosenPoints(reference, backboneOnly);
  return {
    reference: reference.name,
    fits: mobiles.map((m) => ({
      id: m.id,
      name: m.name,
      atomCount: target.length,
      ...kabsch(chosenPoints(m, backboneOnly), target),
    })),
  };
}
