/**
 * One result pose from Vina's best mode: the source structure as docked against (waters and
 * ligands not held in place left out) with the original ligand's residue now the docked ligand
 * (heavy atoms, named LIG, same chain and number), Vina's affinity as the score, and the distance
 * between the docked and the original heavy-atom centroids as `rms`, declared as what it is: the
 * ligand centroid distance, not an RMSD.
 */
import { writePose } from '@bench/engine-sim';
import type { EnginePose, ScoreDeclarations } from '@bench/sdk/model';
import { centroid, ligandAtoms, PLACED_LIGAND_NAME } from '../placement.ts';
import type { DockedMode } from './dock.ts';
import type { DockingSite } from './site.ts';

const round = (n: number, digits = 3): number => Number(n.toFixed(digits));

/** Units and names of what `dockedPose` writes. */
export const DOCKED_POSE_DECLARATIONS: ScoreDeclarations = {
  score: {
    unit: 'kcal/mol',
    label: 'Vina affinity',
    description: "Vina's estimated binding free energy of the best mode; lower is better",
  },
  rms: {
    unit: 'Å',
    label: 'Ligand centroid distance',
    description: "distance between the docked and the original ligand's heavy-atom centroids; not an RMSD",
  },
  vina_affinity: { unit: 'kcal/mol' },
  vina_inter: {
    unit: 'kcal/mol',
    label: 'Intermolecular',
    column: 1,
    description: "Vina's ligand–receptor terms of the best mode",
  },
  vina_intra: {
    unit: 'kcal/mol',
    label: 'Intramolecular',
    column: 2,
    description: "Vina's ligand-internal terms of the best mode",
  },
  next_mode_affinity: { unit: 'kcal/mol' },
  ligand_centroid_distance: { unit: 'Å' },
  docked_heavy_atoms: { unit: '' },
  vina_modes: { unit: '' },
};

export function centroidDistance(mode: Pick<DockedMode, 'heavy'>, site: Pick<DockingSite, 'centroid'>): number {
  const [x, y, z] = centroid(mode.heavy);
  const [ox, oy, oz] = site.centroid;
  return Math.hypot(x - ox, y - oy, z - oz);
}

export function dockedPose(
  site: DockingSite,
  modes: readonly DockedMode[],
  name: string,
  remarks: readonly string[],
): EnginePose {
  const best = modes[0]!;
  const { original } = site;
  const kept = new Set(site.receptor.residues);
  const docked = { ...original, name3: PLACED_LIGAND_NAME, atoms: ligandAtoms(best.heavy, original) };
  const residues = site.source.residues
    .filter((r) => r === original || kept.has(r))
    .map((r) => (r === original ? docked : r));
  const distance = round(centroidDistance(best, site));
  return {
    name,
    pdb: writePose({ ...site.source, residues }, [
      `AUTODOCK VINA AFFINITY ${best.affinity.toFixed(3)} KCAL/MOL`,
      ...remarks,
    ]),
    sequence: site.source.sequence,
    score: best.affinity,
    rms: distance,
    score_terms: {
      engine: 'vina',
      vina_affinity: best.affinity,
      ...(best.inter !== null ? { vina_inter: best.inter } : {}),
      ...(best.intra !== null ? { vina_intra: best.intra } : {}),
      ligand_centroid_distance: distance,
      docked_heavy_atoms: best.heavy.length,
      vina_modes: modes.length,
      next_mode_affinity: modes[1]?.affinity ?? null,
    },
  };
}
