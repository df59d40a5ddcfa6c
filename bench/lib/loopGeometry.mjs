// Loop geometry for the loop benchmarks: a loop's positions in the engine's numbering from its PDB
// residue range, and a rebuilt loop's RMSD to the crystal loop after superposing the rest.
import { readPose } from '@bench/engine-sim';
import { applyTransform, kabsch, rmsd } from '@bench/structure';

const BACKBONE = ['N', 'CA', 'C', 'O'];

/** ' 153 ' (PDB columns 23–27: number and insertion code) → { resid: 153, icode: '' } */
export function pdbResidueId(text) {
  return { resid: Number(text.slice(0, 4)), icode: text.slice(4).trim() };
}

const sameResidue = (r, id) => r.resid === id.resid && r.icode.trim() === id.icode;
const keyOf = (r) => `${r.chain}:${r.resid}${r.icode.trim()}`;

/**
 * The loop's 1-based sequence positions in the engine's numbering (readPose: every polymer residue
 * of every chain, in file order), from its first to its last PDB residue on its chain.
 */
export function loopPositions(pose, loop) {
  const chain = pose.residues.filter((r) => r.chain === loop.chain);
  const from = chain.findIndex((r) => sameResidue(r, loop.first));
  const to = chain.findIndex((r) => sameResidue(r, loop.last));
  if (from < 0 || to < from) throw new Error(`residues ${loop.chain}${loop.first.resid}–${loop.last.resid} not found`);
  const residues = chain.slice(from, to + 1);
  if (residues.some((r) => r.position === null)) throw new Error('a loop residue is not in the sequence');
  const letters = residues.map((r) => r.letter).join('');
  if (letters !== loop.sequence) throw new Error(`loop sequence ${letters} ≠ the set's ${loop.sequence}`);
  const positions = residues.map((r) => r.position);
  if (positions.some((p, k) => k > 0 && p !== positions[k - 1] + 1)) throw new Error('loop positions not contiguous');
  return { positions, keys: new Set(residues.map(keyOf)), residues: residues.map(keyOf) };
}

/** The loop from its first to its last 1-based sequence position in the engine's numbering. */
export function loopAt(pose, first, last) {
  const residues = pose.residues.filter((r) => r.position !== null && r.position >= first && r.position <= last);
  return { keys: new Set(residues.map(keyOf)), residues: residues.map(keyOf) };
}

/** chain:resid → atom name → [x, y, z], polymer residues only */
function atomsByResidue(pose) {
  const map = new Map();
  for (const r of pose.residues) {
    if (r.position === null) continue;
    map.set(keyOf(r), new Map(r.atoms.map((a) => [a.name.trim(), [a.x, a.y, a.z]])));
  }
  return map;
}

/** RMSDs of the model's loop to the crystal's after superposing the Cα atoms outside the loop. */
export function loopRmsds(modelPdb, crystal, loop) {
  const [m, c] = [atomsByResidue(readPose(modelPdb)), atomsByResidue(crystal)];
  const frame = [...c.keys()]
    .filter((k) => !loop.keys.has(k) && c.get(k).has('CA') && m.get(k)?.has('CA'))
    .map((k) => [m.get(k).get('CA'), c.get(k).get('CA')]);
  const fit = kabsch(
    frame.map(([p]) => p),
    frame.map(([, q]) => q),
  );
  const moved = (p) => applyTransform(p, fit);
  const pairRmsd = (pairs) =>
    rmsd(
      pairs.map(([p]) => p),
      pairs.map(([, q]) => q),
    );
  const pairs = (names) =>
    loop.residues.flatMap((k) =>
      names.filter((n) => c.get(k)?.has(n) && m.get(k)?.has(n)).map((n) => [moved(m.get(k).get(n)), c.get(k).get(n)]),
    );
  return {
    rest: pairRmsd(frame.map(([p, q]) => [moved(p), q])),
    ca: pairRmsd(pairs(['CA'])),
    backbone: pairRmsd(pairs(BACKBONE)),
    frameAtoms: frame.length,
    /** crystal loop backbone atoms the model lacks (0 for a complete loop) */
    missing:
      loop.residues.reduce((n, k) => n + BACKBONE.filter((a) => c.get(k)?.has(a)).length, 0) - pairs(BACKBONE).length,
  };
}
