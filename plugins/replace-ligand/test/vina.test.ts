/**
 * Replace Ligand's docking engine with the real AutoDock Vina and Open Babel. Redocking 2FVD's
 * inhibitor LIA (R547) into its own site: a known answer. CI installs autodock-vina and
 * openbabel, so there a missing tool fails the test; elsewhere it is skipped with a message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFixture } from '@bench/fixtures';
import { readPose } from '@bench/engine-sim';
import { structureLigands } from '../src/ligands.ts';
import { testEngineContext } from '@bench/testing';
import { replaceLigandModel } from '../src/model.ts';
import { findLigand } from '../src/placement.ts';
import { vinaEngine } from '../src/vina/engine.ts';
import { detectDockingTools } from '../src/vina/tools.ts';
import { crystalLigandSdf } from './support/crystalLigand.ts';

const tools = await detectDockingTools();
const CI = Boolean(process.env.CI);
if (!tools.ready && !CI)
  console.warn(
    `SKIPPED: Replace Ligand docking tests — ${tools.detail}. Install them with: bash scripts/system-deps.sh autodock-vina openbabel (CI runs them).`,
  );

const pdb = readFixture('pdb', '2fvd.pdb');
const LIA = { res_num: 299, res_name: 'LIA', chain: 'A' };
/** LIA, R547 in the PDB's chemical component dictionary */
const LIA_SMILES = 'CS(=O)(=O)N1CCC(CC1)Nc1ncc(C(=O)c2c(OC)ccc(F)c2F)c(N)n1';
/** heavy-atom RMSD (Å) within which a redocked pose counts as reproducing the crystal pose */
const REDOCKED = 2.5;

const workDirs: string[] = [];
afterAll(() => workDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function context(sdf: string, name: string, extra: Record<string, unknown> = {}) {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-vina-'));
  workDirs.push(workDir);
  const input = {
    ...replaceLigandModel.defaults(),
    replace_ligand: { original_ligand: LIA, new_ligand_id: 'lig-1' },
    ...extra,
  };
  const c = testEngineContext({ input, poses: [{ _id: 'pose-1', name: '2fvd', pdb }], seed: 42 });
  return { ...c, workDir, freeLigands: { 'lig-1': { name, sdf } } };
}

const heavyRmsd = (
  a: readonly { x: number; y: number; z: number }[],
  b: readonly { x: number; y: number; z: number }[],
) =>
  Math.sqrt(
    a.reduce((s, p, i) => s + (p.x - b[i]!.x) ** 2 + (p.y - b[i]!.y) ** 2 + (p.z - b[i]!.z) ** 2, 0) / a.length,
  );

describe.runIf(tools.ready || CI)('Replace Ligand docking (AutoDock Vina + Open Babel)', () => {
  it('is available here and names both tools', () => {
    expect(tools).toMatchObject({
      ready: true,
      vina: expect.stringMatching(/^AutoDock Vina/),
      obabel: expect.stringMatching(/^Open Babel/),
    });
  });

  it(`redocks 2FVD's LIA into its own site within ${REDOCKED} Å heavy-atom RMSD of the crystal pose, with a negative Vina score`, async () => {
    const crystal = findLigand(readPose(pdb), LIA)!.atoms.filter((a) => a.element !== 'H');
    const { sdf, order } = crystalLigandSdf(LIA_SMILES, crystal);
    const run = context(sdf, 'R547');
    const result = await vinaEngine.run(run);
    expect(result.engine).toBe('builtin');
    // real progress while it runs: the stages, then Vina's search point by point, 100 % only at the end
    const percents = run.progressCalls.map((p) => p.percent);
    const during = percents.slice(0, -1);
    expect(percents.at(-1)).toBe(100);
    expect(during.every((p) => p < 100)).toBe(true);
    expect(during.every((p, i) => i === 0 || p > during[i - 1]!)).toBe(true);
    const searching = run.progressCalls.filter((p) => p.step.startsWith('Docking R547 into 2fvd') && p.percent > 0);
    expect(searching.length).toBeGreaterThan(20);
    expect(run.progressCalls.map((p) => p.step)).toContain('Preparing 2fvd as the receptor (Open Babel)');
    const [pose] = result.collection!.poses;
    expect(result.collection!.poses).toHaveLength(1);
    const docked = findLigand(readPose(pose!.pdb), { ...LIA, res_name: 'LIG' })!.atoms;
    expect(docked).toHaveLength(30);
    // symmetry-naive: atom i of the docked ligand against its own crystal atom
    const rmsd = heavyRmsd(
      docked,
      order.map((j) => crystal[j]!),
    );
    console.info(
      `2FVD LIA redocked: Vina ${pose!.score} kcal/mol, heavy-atom RMSD ${rmsd.toFixed(2)} Å, centroid ${pose!.rms} Å`,
    );
    expect(rmsd).toBeLessThanOrEqual(REDOCKED);
    expect(pose!.score).toBeLessThan(0);
    expect(pose!.score_terms).toMatchObject({ engine: 'vina', vina_affinity: pose!.score, docked_heavy_atoms: 30 });
    expect(pose!.rms).toBeLessThan(REDOCKED);
    expect(pose!.score_terms!.ligand_centroid_distance).toBe(pose!.rms);
    // the result has its ligand (what the server's resultPoseFacts reads as has_ligands) and the protein
    expect(structureLigands(pose!.pdb)).toEqual([{ chain: 'A', res_num: 299, res_name: 'LIG' }]);
    expect(pose!.sequence).toBe(readPose(pdb).sequence);
    expect(pose!.pdb).not.toMatch(/SIMULATED/);
    expect(result.notes!.join(' ')).toMatch(/Waters were removed/);
    expect(result.method).toMatchObject({ exhaustiveness: 8, seed: 42, cpu: 1 });
  }, 600_000);
});
