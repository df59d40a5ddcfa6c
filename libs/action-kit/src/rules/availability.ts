/**
 * Availability of an action over the selected structures (spec 1 §4, spec 3 §5). Each helper
 * returns the rule an action contributes as `availability`, with the spec's exact disabled hint.
 */
import type { Availability, BaseItem, SelectionSummary } from '@bench/sdk/model';

/** What availability rules read of a selected pose. */
export interface SelectedPose extends BaseItem {
  name: string;
  pose_collection_id: string;
  has_ligands?: boolean;
  has_nucleic_acids?: boolean;
  atom_count?: number;
  residue_count?: number;
}

/** What availability rules see of the selected poses. */
export function selectionSummary(poses: readonly Partial<SelectedPose>[]): SelectionSummary {
  return {
    structures: poses.map((p) => ({
      id: String(p._id),
      hasLigands: Boolean(p.has_ligands),
      hasNucleicAcids: Boolean(p.has_nucleic_acids),
      atomCount: p.atom_count,
      residueCount: p.residue_count,
    })),
  };
}

export type SelectedStructure = SelectionSummary['structures'][number];

/** What the selected structures must also be: a test and the words the hint uses ('with ligands'). */
export interface StructurePredicate {
  test(structure: SelectedStructure): boolean;
  words: string;
}

const ENABLED: Availability = { enabled: true };

function structures(n: number): string {
  return n === 1 ? 'structure' : 'structures';
}

/** 'Select at least 1 structure to run Prepare' until n or more structures are selected. */
export function atLeast(n: number, label: string): (selection: SelectionSummary) => Availability {
  const hint = `Select at least ${n} ${structures(n)} to run ${label}`;
  return (selection) => (selection.structures.length >= n ? ENABLED : { enabled: false, hint });
}

/**
 * 'Select 1 structure to run ProteinMPNN' unless exactly n structures are selected (and, with a
 * predicate, each of them passes it: 'Select 1 structure with ligands to run Replace Ligand').
 */
export function exactly(
  n: number,
  label: string,
  predicate?: StructurePredicate,
): (selection: SelectionSummary) => Availability {
  const hint = `Select ${n} ${structures(n)}${predicate ? ` ${predicate.words}` : ''} to run ${label}`;
  return (selection) => {
    const ok =
      selection.structures.length === n && (!predicate || selection.structures.every((s) => predicate.test(s)));
    return ok ? ENABLED : { enabled: false, hint };
  };
}
