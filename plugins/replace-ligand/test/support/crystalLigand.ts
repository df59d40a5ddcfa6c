/**
 * A crystal ligand as a scientist would import it (the PDB's ligand-instance SDF): the chemistry
 * of its SMILES (Open Babel `--gen2d`), the coordinates of its atoms in the PDB file. Open Babel
 * cannot read bond orders from PDB coordinates reliably (it makes LIA's aminopyrimidine a radical),
 * so the SMILES' heavy atoms are matched to the crystal's by graph isomorphism (element, bonds by
 * distance) and the crystal coordinates written into the SDF. Atom i of the SDF is crystal atom
 * `order[i]`: the docked pose comes back in SDF order, so RMSDs need no further matching.
 */
import { execFileSync } from 'node:child_process';
import { readMolfile } from '@bench/structure';
import type { AtomRecord } from '@bench/structure';

const BOND = 1.9;

function neighbours(count: number, bonds: readonly [number, number][]): Set<number>[] {
  const adjacent = Array.from({ length: count }, () => new Set<number>());
  for (const [a, b] of bonds) {
    adjacent[a]!.add(b);
    adjacent[b]!.add(a);
  }
  return adjacent;
}

/** Heavy atom i of `sdfAtoms` ↔ crystal atom result[i]; throws when the graphs differ. */
export function matchAtoms(molfile: ReturnType<typeof readMolfile>, crystal: readonly AtomRecord[]): number[] {
  const n = molfile.atoms.length;
  if (crystal.length !== n) throw new Error(`${n} atoms in the SMILES, ${crystal.length} in the crystal`);
  const a = neighbours(
    n,
    molfile.bonds.map(([i, j]) => [i - 1, j - 1]),
  );
  const crystalBonds: [number, number][] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++) {
      const [p, q] = [crystal[i]!, crystal[j]!];
      if (Math.hypot(p.x - q.x, p.y - q.y, p.z - q.z) < BOND) crystalBonds.push([i, j]);
    }
  const b = neighbours(n, crystalBonds);
  // visit atoms breadth-first so each new atom has a matched neighbour
  const order = [0];
  for (let k = 0; k < order.length; k++) for (const m of a[order[k]!]!) if (!order.includes(m)) order.push(m);
  const map = new Array<number>(n).fill(-1);
  const used = new Set<number>();
  const fits = (i: number, j: number) =>
    molfile.atoms[i]!.element.toUpperCase() === crystal[j]!.element.toUpperCase() &&
    a[i]!.size === b[j]!.size &&
    [...a[i]!].every((m) => map[m] === -1 || b[j]!.has(map[m]!));
  const search = (depth: number): boolean => {
    if (depth === n) return true;
    const i = order[depth]!;
    for (let j = 0; j < n; j++) {
      if (used.has(j) || !fits(i, j)) continue;
      map[i] = j;
      used.add(j);
      if (search(depth + 1)) return true;
      map[i] = -1;
      used.delete(j);
    }
    return false;
  };
  if (!search(0)) throw new Error('the SMILES does not describe the crystal ligand');
  return map;
}

/** The SDF (heavy atoms, crystal coordinates) and the crystal index of each of its atoms. */
export function crystalLigandSdf(smiles: string, crystal: readonly AtomRecord[]): { sdf: string; order: number[] } {
  const drawn = execFileSync('obabel', [`-:${smiles}`, '-osdf', '--gen2d', '-d'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const order = matchAtoms(readMolfile(drawn), crystal);
  const lines = drawn.split('\n');
  const coordinate = (v: number) => v.toFixed(4).padStart(10);
  order.forEach((j, i) => {
    const { x, y, z } = crystal[j]!;
    lines[4 + i] = `${coordinate(x)}${coordinate(y)}${coordinate(z)}${lines[4 + i]!.slice(30)}`;
  });
  return { sdf: lines.join('\n'), order };
}
