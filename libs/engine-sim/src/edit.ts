/**
 * Honest edits of a simulated pose. A mutated residue is renamed and keeps only its backbone
 * (N, CA, C, O, OXT) and Cβ — built from ideal geometry when the original was a glycine, dropped
 * when the new residue is glycine. No side-chain atoms are invented: a viewer shows the new
 * residue as a stub, which is what a simulated job can truthfully give.
 */
import { AMINO_ACIDS, type AtomRecord } from '@bench/structure';
import { atomOf, idealCb, point } from './geometry.ts';
import { clonePose, type PoseResidue, type SimPose } from './pose.ts';
import { gaussian, type Random } from './prng.ts';

const NAME3: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(AMINO_ACIDS).map(([name3, letter]) => [letter, name3]),
);
const KEPT = new Set(['N', 'CA', 'C', 'O', 'OXT', 'CB']);

/** Three-letter name of a one-letter amino acid code. */
export function name3Of(letter: string): string {
  const name = NAME3[letter];
  if (!name) throw new Error(`not an amino acid letter: ${letter}`);
  return name;
}

function mutateResidue(r: PoseResidue, letter: string): PoseResidue {
  const atoms: AtomRecord[] = r.atoms.filter((a) => KEPT.has(a.name) && (letter !== 'G' || a.name !== 'CB'));
  const [n, ca, c] = ['N', 'CA', 'C'].map((name) => atomOf(r, name));
  if (letter !== 'G' && !atoms.some((a) => a.name === 'CB') && n && ca && c) {
    const [x, y, z] = idealCb(point(n), point(ca), point(c));
    const at = atoms.findIndex((a) => a.name === 'O') + 1 || atoms.length;
    atoms.splice(at, 0, { ...ca, name: 'CB', element: 'C', x, y, z });
  }
  const name3 = name3Of(letter);
  return { ...r, name3, letter, type: 'caa', atoms: atoms.map((a) => ({ ...a, name3, hetero: false })) };
}

/**
 * A copy with the residues at the given sequence positions mutated. Positions that are not amino
 * acids, or whose residue already is that letter, are left as they are.
 */
export function mutateResidues(pose: SimPose, changes: ReadonlyMap<number, string>): SimPose {
  const copy = clonePose(pose);
  copy.residues = copy.residues.map((r) => {
    const letter = r.position !== null ? changes.get(r.position) : undefined;
    if (!letter || letter === r.letter || (r.type !== 'caa' && r.type !== 'ncaa')) return r;
    return mutateResidue(r, letter);
  });
  return copy;
}

const BACKBONE_ATOMS: ReadonlySet<string> = new Set(['N', 'CA', 'C', 'O', 'OXT']);

/** Backbone heavy atoms (N, CA, C, O, OXT). */
export function isBackboneAtom(name: string): boolean {
  return BACKBONE_ATOMS.has(name);
}

/** Side-chain atoms: everything but the backbone (a repack moves only these). */
export function isSideChainAtom(name: string): boolean {
  return !BACKBONE_ATOMS.has(name);
}

/**
 * Moves every atom by Gaussian noise of `sigma` Å per axis; only the given positions' residues
 * when `positions` is given, and only atoms whose name passes `atoms` when that is given.
 */
export function jitterAtoms(
  pose: SimPose,
  sigma: number,
  random: Random,
  positions?: ReadonlySet<number>,
  atoms?: (name: string) => boolean,
): SimPose {
  const copy = clonePose(pose);
  for (const r of copy.residues) {
    if (positions && (r.position === null || !positions.has(r.position))) continue;
    for (const a of r.atoms) {
      if (atoms && !atoms(a.name)) continue;
      a.x += sigma * gaussian(random);
      a.y += sigma * gaussian(random);
      a.z += sigma * gaussian(random);
    }
  }
  return copy;
}

/** Peptide atoms of the flanking residues that turn with a crankshaft loop: the flank's side of the joining peptide bond. */
const N_FLANK_TURNS = new Set(['C', 'O']);
const C_FLANK_TURNS = new Set(['N', 'H']);

/**
 * Rotates a loop (positions first..last) by `angle` radians about the axis through the Cα atoms
 * of its flanking residues (a crankshaft move), together with the C and O of the residue before
 * and the N and H of the residue after: the whole stretch between the two flanking Cα atoms
 * turns rigidly, so every bond length (Cα–Cα, peptide C–N) is kept exactly; only the bond angles
 * at the two flanking Cα atoms change. Without both flanks the pose is returned unchanged.
 */
export function crankshaftLoop(pose: SimPose, first: number, last: number, angle: number): SimPose {
  const before = pose.residues.find((r) => r.position === first - 1);
  const after = pose.residues.find((r) => r.position === last + 1);
  const a = before && atomOf(before, 'CA');
  const b = after && atomOf(after, 'CA');
  const copy = clonePose(pose);
  if (!a || !b) return copy;
  const axis = [b.x - a.x, b.y - a.y, b.z - a.z];
  const norm = Math.hypot(axis[0]!, axis[1]!, axis[2]!);
  if (norm === 0) return copy;
  const [kx, ky, kz] = axis.map((v) => v / norm) as [number, number, number];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (const r of copy.residues) {
    if (r.position === null || r.position < first - 1 || r.position > last + 1) continue;
    const turns = r.position === first - 1 ? N_FLANK_TURNS : r.position === last + 1 ? C_FLANK_TURNS : null;
    for (const atom of r.atoms) {
      if (turns && !turns.has(atom.name)) continue;
      // Rodrigues' rotation of v = atom − a about the unit axis k
      const vx = atom.x - a.x,
        vy = atom.y - a.y,
        vz = atom.z - a.z;
      const dot = kx * vx + ky * vy + kz * vz;
      const cx = ky * vz - kz * vy,
        cy = kz * vx - kx * vz,
        cz = kx * vy - ky * vx;
      atom.x = a.x + vx * cos + cx * sin + kx * dot * (1 - cos);
      atom.y = a.y + vy * cos + cy * sin + ky * dot * (1 - cos);
      atom.z = a.z + vz * cos + cz * sin + kz * dot * (1 - cos);
    }
  }
  return copy;
}
