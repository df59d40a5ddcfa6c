/**
 * Imports the redocking set of bench/redocking.bench.mjs (data/redocking/SOURCES.md) from a local
 * clone of github.com/diogomart/AD-GPU_set_of_42:
 *   npx tsx plugins/replace-ligand/scripts/importRedockingSet.ts <clone>
 * For each complex it writes `<pdb>.pdb.gz` (the receptor with the crystal ligand as residue LIG of
 * chain Z), `<pdb>.crystal.sdf` (the crystal ligand's heavy atoms) and `<pdb>.start.sdf` (the set's
 * randomised conformer `rand-0`: random position, orientation and torsions; the docking input).
 * The receptor keeps the residues with an atom within 10 Å of the docking box the engine will use:
 * Vina counts receptor atoms up to 8 Å from the box, so it docks against exactly what the full
 * structure would give it, in a file a fifth of the size.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readPose, writePose, type PoseResidue } from '@bench/engine-sim';
import { readMolfile, type MolfileAtom } from '@bench/structure';
import { heavyAtoms } from '../src/heavyAtoms.ts';
import { longestSpan } from '../src/vina/ligand.ts';
import { searchBox, type SearchBox } from '../src/vina/site.ts';

const RECEPTOR_MARGIN = 10;
const LIGAND = { name3: 'LIG', chain: 'Z', resid: 900 };
const clone = process.argv[2];
if (!clone) throw new Error('usage: importRedockingSet.ts <clone of AD-GPU_set_of_42>');
const out = join(import.meta.dirname, '..', 'data', 'redocking');
mkdirSync(out, { recursive: true });

const show = (path: string) =>
  execFileSync('git', ['-C', clone, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
const obabel = (args: string[], input: string) =>
  execFileSync('obabel', args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 1 << 26 });

function outsideBox(p: { x: number; y: number; z: number }, box: SearchBox): number {
  const d = (['x', 'y', 'z'] as const).map((k, i) => Math.max(0, Math.abs(p[k] - box.center[i]!) - box.size[i]! / 2));
  return Math.hypot(...d);
}

function ligandResidue(atoms: readonly MolfileAtom[]): PoseResidue {
  const counts = new Map<string, number>();
  const records = atoms.map((a) => {
    const n = (counts.get(a.element) ?? 0) + 1;
    counts.set(a.element, n);
    return {
      hetero: true,
      serial: 0,
      name: `${a.element.toUpperCase()}${n}`,
      altLoc: '',
      name3: LIGAND.name3,
      chain: LIGAND.chain,
      resid: LIGAND.resid,
      icode: '',
      x: a.x,
      y: a.y,
      z: a.z,
      occupancy: 1,
      b: 0,
      element: a.element.toUpperCase(),
      charge: '',
    };
  });
  return { ...LIGAND, icode: '', type: 'ligand', letter: '', position: null, atoms: records };
}

const codes = show('ligand_properties.csv')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[1]!);
const written: string[] = [];
for (const code of codes) {
  const crystalSdf = obabel(['-ipdbqt', '-osdf', '-d'], show(`data/${code}/flex-xray.pdbqt`));
  const startSdf = obabel(['-ipdbqt', '-osdf', '-d'], show(`data/${code}/rand-0.pdbqt`));
  const crystal = heavyAtoms(readMolfile(crystalSdf).atoms);
  const start = heavyAtoms(readMolfile(startSdf).atoms);
  if (crystal.map((a) => a.element).join() !== start.map((a) => a.element).join()) {
    console.log(`${code}: skipped, the randomised conformer's atoms differ from the crystal ligand's`);
    continue;
  }
  const box = searchBox(crystal, longestSpan(start));
  const receptor = readPose(obabel(['-ipdbqt', '-opdb'], show(`data/${code}/protein.pdbqt`)));
  const near = receptor.residues.filter((r) => r.atoms.some((a) => outsideBox(a, box) <= RECEPTOR_MARGIN));
  const pdb = writePose({ residues: [...near, ligandResidue(crystal)], sequence: '' }, [
    `${code.toUpperCase()} FROM AD-GPU_SET_OF_42 (GPL-3.0), RECEPTOR WITHIN ${RECEPTOR_MARGIN} A OF THE DOCKING BOX`,
  ]);
  writeFileSync(join(out, `${code}.pdb.gz`), gzipSync(pdb, { level: 9 }));
  writeFileSync(join(out, `${code}.crystal.sdf`), crystalSdf);
  writeFileSync(join(out, `${code}.start.sdf`), startSdf);
  written.push(code);
  console.log(`${code}: ${near.length} of ${receptor.residues.length} residues, ligand ${crystal.length} heavy atoms`);
}
console.log(`${written.length} of ${codes.length} complexes written to ${out}`);
