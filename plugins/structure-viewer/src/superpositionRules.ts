/** Superposition and difference-selection rules of the structure viewer (spec 2 §5). */
export interface SuperposeCandidate {
  name: string;
  selectedAtoms: number;
  selectedBackboneAtoms: number;
}

export const SUPERPOSE_MESSAGES = {
  tooFew: 'Select atoms in at least 2 structures to superpose them.',
  fewAtoms: (name: string) => `Select at least 3 atoms in ${name} to superpose it.`,
  fewBackbone: (name: string) => `Select at least 3 backbone atoms in ${name} to superpose it.`,
  unequal: 'Superposition needs the same number of selected atoms in every structure.',
  differences: 'Display two or more structures to select sequence differences.',
} as const;

/** Why the superposition cannot run, or null when it can. Structures without a selection are left out. */
export function superpositionIssue(candidates: readonly SuperposeCandidate[], backboneOnly: boolean): string | null {
  const count = (c: SuperposeCandidate) => (backboneOnly ? c.selectedBackboneAtoms : c.selectedAtoms);
  const withSelection = candidates.filter((c) => c.selectedAtoms > 0);
  if (withSelection.length < 2) return SUPERPOSE_MESSAGES.tooFew;
  const short = withSelection.find((c) => count(c) < 3);
  if (short) return backboneOnly ? SUPERPOSE_MESSAGES.fewBackbone(short.name) : SUPERPOSE_MESSAGES.fewAtoms(short.name);
  if (new Set(withSelection.map(count)).size > 1) return SUPERPOSE_MESSAGES.unequal;
  return null;
}

export function differencesIssue(displayedStructures: number): string | null {
  return displayedStructures >= 2 ? null : SUPERPOSE_MESSAGES.differences;
}

export const BACKBONE_ATOMS: ReadonlySet<string> = new Set(['N', 'CA', 'C', 'O']);
