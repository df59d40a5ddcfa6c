import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMolfile } from '@bench/structure';
import { readPose } from '@bench/engine-sim';
import { structureLigands } from '../src/ligands.ts';
import { testEngineContext } from '@bench/testing';
import { engines, replaceLigandEngine } from '../src/engine.ts';
import { heavyAtoms } from '../src/heavyAtoms.ts';
import { replaceLigandModel } from '../src/model.ts';
import { centroid, findLigand } from '../src/placement.ts';

const fixture = (path: string) => readFileSync(new URL(`../../../../shared/fixtures/${path}`, import.meta.url), 'utf8');
const pdb = fixture('pdb/2fvd.pdb');
const tyr = fixture('sdf/TYR.sdf');
const LIA = { res_num: 299, res_name: 'LIA', chain: 'A' };

function context(newLigandId: string | null = 'lig-1') {
  const c = testEngineContext({
    input: { ...replaceLigandModel.defaults(), replace_ligand: { original_ligand: LIA, new_ligand_id: newLigandId } },
    poses: [{ _id: 'pose-1', name: '2fvd', pdb }],
  });
  return { ...c, freeLigands: { 'lig-1': { name: 'TYR', sdf: tyr } } };
}

describe('replace ligand engine (simulated placement)', () => {
  it('replaces LIA 299 by the 13 heavy atoms of tyrosine, centred where LIA was', async () => {
    const result = await replaceLigandEngine.run(context());
    expect(result.engine).toBe('simulated');
    const [pose] = result.collection!.poses;
    expect(pose!.name).toBe('2fvd_TYR');
    expect(pose!.score_terms).toMatchObject({ engine: 'simulated', placed_heavy_atoms: 13 });
    expect(structureLigands(pose!.pdb)).toEqual([{ chain: 'A', res_num: 299, res_name: 'LIG' }]);

    const placed = findLigand(readPose(pose!.pdb), { ...LIA, res_name: 'LIG' })!;
    const original = findLigand(readPose(pdb), LIA)!.atoms.filter((a) => a.element !== 'H');
    const [x, y, z] = centroid(placed.atoms);
    const [ox, oy, oz] = centroid(original);
    expect(Math.hypot(x - ox, y - oy, z - oz)).toBeLessThan(0.01);
    // the internal geometry is the SDF's: pairwise distances are kept
    const sdf = heavyAtoms(readMolfile(tyr).atoms);
    const d = (p: { x: number; y: number; z: number }, q: { x: number; y: number; z: number }) =>
      Math.hypot(p.x - q.x, p.y - q.y, p.z - q.z);
    expect(d(placed.atoms[0]!, placed.atoms[11]!)).toBeCloseTo(d(sdf[0]!, sdf[11]!), 2);
    expect(pose!.pdb).toContain('NOT DOCKED');
    expect(result.notes!.join(' ')).toMatch(/Simulated/);
  });

  it('keeps the protein: same sequence and the same number of polymer atoms', async () => {
    const [pose] = (await replaceLigandEngine.run(context())).collection!.poses;
    const before = readPose(pdb);
    const after = readPose(pose!.pdb);
    expect(after.sequence).toBe(before.sequence);
    const polymerAtoms = (p: typeof before) =>
      p.residues.filter((r) => r.position !== null).reduce((n, r) => n + r.atoms.length, 0);
    expect(polymerAtoms(after)).toBe(polymerAtoms(before));
  });

  it('is deterministic', async () => {
    const a = await replaceLigandEngine.run(context());
    const b = await replaceLigandEngine.run(context());
    expect(a).toEqual(b);
  });

  it('fails with the spec text when the new ligand is unknown, and names a missing original ligand', async () => {
    await expect(replaceLigandEngine.run(context(null))).rejects.toThrow(
      'Please choose a ligand to replace the ligand in the protein complex.',
    );
    const c = context();
    c.action.input.replace_ligand.original_ligand = { res_num: 1, res_name: 'XYZ', chain: 'A' };
    await expect(replaceLigandEngine.run(c)).rejects.toThrow('Ligand XYZ 1 (chain A) is not in the structure');
  });

  it('exports its engines for the ./engine entry: docking first, the simulated placement as the fallback', () => {
    expect(engines.map((e) => [e.task, e.kind])).toEqual([
      ['replace_ligand', 'builtin'],
      ['replace_ligand', 'simulated'],
    ]);
  });
});
