/**
 * Reading LightDock's results: its ranking file (`rank_by_scoring.list`, best first) and the complexes
 * `lgd_top.py` writes (`top_<n>.pdb`, in LightDock's own frame: both partners translated). Each
 * complex is brought back onto the structures Bench gave it by two exact superpositions — B onto
 * LightDock's placed B, then LightDock's A onto Bench's A — so the poses keep every atom of B
 * (hydrogens included) and A stays where it was.
 */
import type { AtomRecord } from '@bench/structure';
import { applyTransform, kabsch, type Point, type Superposition } from '@bench/structure';
import { readPose, type SimPose } from '@bench/engine-sim';

export interface RankedPose {
  rank: number;
  swarm: number;
  glowworm: number;
  /** LightDock's scoring function value (DFIRE here): higher is better */
  scoring: number;
}

/** A superposition worse than this (Å) means LightDock's file does not hold the structures it was given. */
const SAME_STRUCTURE_RMSD = 0.01;

/** The ranked poses of `rank_by_scoring.list` (header line, then one pose a line, Scoring last). */
export function parseRanking(text: string, keep: number): RankedPose[] {
  const lines = text.split('\n').filter((line) => line.trim());
  if (!/^\s*Swarm\s+Glowworm/.test(lines[0] ?? '')) throw new Error("LightDock's ranking file has no header line.");
  return lines.slice(1, keep + 1).map((line, i) => {
    const fields = line.trim().split(/\s+/);
    const [swarm, glowworm, scoring] = [Number(fields[0]), Number(fields[1]), Number(fields.at(-1))];
    if (![swarm, glowworm, scoring].every(Number.isFinite))
      throw new Error(`LightDock's ranking file, line ${i + 2}, cannot be read: '${line.trim().slice(0, 60)}'`);
    return { rank: i + 1, swarm, glowworm, scoring };
  });
}

const atomKey = (a: AtomRecord) => `${a.chain}:${a.resid}${a.icode.trim()}:${a.name.trim()}`;

function atomsOf(pose: SimPose): AtomRecord[] {
  return pose.residues.flatMap((r) => r.atoms);
}

/** The superposition moving `mobile`'s atoms onto the atoms of `target` that have the same chain, residue and name. */
function fit(mobile: readonly AtomRecord[], target: readonly AtomRecord[], what: string): Superposition {
  const byKey = new Map(target.map((a) => [atomKey(a), a]));
  const pairs = mobile.flatMap((a) => {
    const b = byKey.get(atomKey(a));
    return b
      ? [
          [
            [a.x, a.y, a.z],
            [b.x, b.y, b.z],
          ] as [Point, Point],
        ]
      : [];
  });
  if (pairs.length < 3) throw new Error(`LightDock's complex does not hold ${what}.`);
  const superposition = kabsch(
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  );
  if (superposition.rmsd > SAME_STRUCTURE_RMSD)
    throw new Error(`LightDock's complex changed the shape of ${what} (${superposition.rmsd.toFixed(3)} Å).`);
  return superposition;
}

/** B placed as in LightDock's complex `topPdb`, in A's own frame (A's and B's chain ids distinct). */
export function placeLigand(topPdb: string, receptor: SimPose, ligand: SimPose): SimPose {
  const placed = atomsOf(readPose(topPdb));
  const receptorChains = new Set(receptor.residues.map((r) => r.chain));
  const placedLigand = placed.filter((a) => !receptorChains.has(a.chain));
  const placedReceptor = placed.filter((a) => receptorChains.has(a.chain));
  const onto = fit(atomsOf(ligand), placedLigand, 'structure B');
  const back = fit(placedReceptor, atomsOf(receptor), 'structure A');
  const residues = ligand.residues.map((r) => ({
    ...r,
    atoms: r.atoms.map((a) => {
      const [x, y, z] = applyTransform(applyTransform([a.x, a.y, a.z], onto), back);
      return { ...a, x, y, z };
    }),
  }));
  return { residues, sequence: ligand.sequence };
}
