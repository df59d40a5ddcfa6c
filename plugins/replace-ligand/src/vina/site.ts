/**
 * The docking site of one source structure: the receptor Vina sees (the structure without the
 * original ligand, its waters and the ligands not held in place) and a search box centred on the
 * original ligand's heavy-atom centroid, sized to its extent plus a margin on every side.
 */
import type { OriginalLigand } from '../ligands.ts';
import type { PoseResidue, SimPose } from '@bench/engine-sim';
import { centroid, findLigand, type Xyz } from '../placement.ts';

/** Å added on each side of the original ligand's extent. */
export const BOX_MARGIN = 4;

export interface SearchBox {
  center: Xyz;
  size: Xyz;
}

export interface DockingSite {
  source: SimPose;
  /** the residues Vina docks against, in the source's order */
  receptor: SimPose;
  original: PoseResidue;
  /** heavy-atom centroid of the original ligand */
  centroid: Xyz;
  box: SearchBox;
  /** what the result leaves out besides the original ligand */
  removed: { waters: number; ligands: string[] };
}

const isHeavy = (element: string): boolean => !['H', 'D'].includes(element.toUpperCase());

/** A ligand's id as the pose report writes it ('A:299', '_:301A'). */
export const ligandId = (r: Pick<PoseResidue, 'chain' | 'resid' | 'icode'>): string =>
  `${r.chain || '_'}:${r.resid}${r.icode}`;

/**
 * The box: centred on the atoms' centroid, each side their extent plus 2 × margin (smina's
 * `--autobox_ligand` with its default `--autobox_add 4`), and never shorter than `span` (the new
 * ligand's longest heavy-atom distance) so a longer ligand still fits along any axis.
 */
export function searchBox(
  atoms: readonly { x: number; y: number; z: number }[],
  span: number,
  margin = BOX_MARGIN,
): SearchBox {
  const axis = (k: 'x' | 'y' | 'z') => {
    const values = atoms.map((a) => a[k]);
    return Math.max(Math.max(...values) - Math.min(...values) + 2 * margin, span);
  };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const center = centroid(atoms).map(round) as Xyz;
  return { center, size: [round(axis('x')), round(axis('y')), round(axis('z'))] };
}

/**
 * Splits `pose` for docking. `heldInPlace` are ligand ids (as in the pose report) of other ligands
 * kept fixed in the receptor; other ligands and all waters are left out. Ions stay.
 */
export function dockingSite(
  pose: SimPose,
  ligand: OriginalLigand,
  heldInPlace: readonly string[],
  newLigandSpan: number,
): DockingSite {
  const original = findLigand(pose, ligand);
  if (!original)
    throw new Error(
      `Ligand ${ligand.res_name} ${ligand.res_num} (chain ${ligand.chain || '_'}) is not in the structure`,
    );
  const heavy = original.atoms.filter((a) => isHeavy(a.element));
  const held = new Set(heldInPlace);
  const removed = { waters: 0, ligands: [] as string[] };
  const residues = pose.residues.filter((r) => {
    if (r === original) return false;
    if (r.type === 'water') {
      removed.waters++;
      return false;
    }
    if (r.type === 'ligand' && !held.has(ligandId(r))) {
      removed.ligands.push(`${r.name3} ${ligandId(r)}`);
      return false;
    }
    return true;
  });
  return {
    source: pose,
    receptor: { ...pose, residues },
    original,
    centroid: centroid(heavy),
    box: searchBox(heavy, newLigandSpan),
    removed,
  };
}
