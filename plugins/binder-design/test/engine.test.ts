import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPose } from '@bench/engine-sim';
import type { Point } from '@bench/structure';
import { testEngineContext } from '@bench/testing';
import { binderDesignEngine, engines } from '../src/engine.ts';
import { helixBackbone } from '../src/helix.ts';
import { binderDesignModel, type BinderDesignInput } from '../src/model.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../shared/fixtures/pdb/${name}`, import.meta.url), 'utf8');
const crambin = { _id: 'crn', name: '1crn', pdb: fixture('1crn.pdb') };
const hemoglobin = { _id: 'hhb', name: '4hhb', pdb: fixture('4hhb.pdb') };
const d = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** IUPAC sign: α-helices have φ ≈ −57°, ψ ≈ −47° (checked against 1crn, φ/ψ ≈ −63/−43). */
function dihedral(a: Point, b: Point, c: Point, e: Point): number {
  const sub = (x: Point, y: Point): Point => [x[0] - y[0], x[1] - y[1], x[2] - y[2]];
  const cross = (x: Point, y: Point): Point => [
    x[1] * y[2] - x[2] * y[1],
    x[2] * y[0] - x[0] * y[2],
    x[0] * y[1] - x[1] * y[0],
  ];
  const dot = (x: Point, y: Point) => x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
  const b1 = sub(b, a),
    b2 = sub(c, b),
    b3 = sub(e, c);
  const n1 = cross(b1, b2),
    n2 = cross(b2, b3);
  const m = cross(n1, b2);
  return (-Math.atan2(dot(m, n2) / Math.hypot(...b2), dot(n1, n2)) * 180) / Math.PI;
}

const run = (
  patch: Partial<BinderDesignInput>,
  pose = crambin,
  selectors: Record<string, number[]> = { site: [10, 11, 12, 13, 14, 15] },
  seed = 42,
) =>
  binderDesignEngine.run(
    testEngineContext({
      input: { ...binderDesignModel.defaults(), interface_selector: 'site', ...patch },
      poses: [pose],
      selectors,
      seed,
    }),
  );

describe('ideal helix', () => {
  const helix = helixBackbone(19);
  it('has helical φ/ψ, a 3.8 Å Cα step, 100° a residue and a 1.5 Å rise', () => {
    expect(dihedral(helix[4]!.c, helix[5]!.n, helix[5]!.ca, helix[5]!.c)).toBeCloseTo(-57, 3);
    expect(dihedral(helix[5]!.n, helix[5]!.ca, helix[5]!.c, helix[6]!.n)).toBeCloseTo(-47, 3);
    expect(d(helix[0]!.ca, helix[1]!.ca)).toBeCloseTo(3.8, 1);
    // 18 residues = 5 turns of 3.6: back on the same side, 18 × 1.5 Å further along the axis
    const rise = d(helix[0]!.ca, helix[18]!.ca) / 18;
    expect(rise).toBeGreaterThan(1.45);
    expect(rise).toBeLessThan(1.6);
    // i → i+4 hydrogen bond: O(i)–N(i+4) about 2.9–3.1 Å
    expect(d(helix[3]!.o, helix[7]!.n)).toBeGreaterThan(2.7);
    expect(d(helix[3]!.o, helix[7]!.n)).toBeLessThan(3.3);
  });
});

describe('binder design engine (simulated)', () => {
  it('returns n poses: the target plus a new helical chain of a length in range, type rf-diffusion', async () => {
    const result = await run({ n_binder_designs: 3, min_binder_length: 12, max_binder_length: 20 });
    expect(result.engine).toBe('simulated');
    expect(result.collection!.type).toBe('rf-diffusion');
    const { poses } = result.collection!;
    expect(poses.map((p) => p.name)).toEqual(['1crn_binder_0001', '1crn_binder_0002', '1crn_binder_0003']);
    const target = readPose(crambin.pdb);
    for (const p of poses) {
      const pose = readPose(p.pdb);
      const binder = pose.residues.filter((r) => r.chain === 'B');
      expect(binder.length).toBeGreaterThanOrEqual(12);
      expect(binder.length).toBeLessThanOrEqual(20);
      expect(p.score_terms).toMatchObject({ engine: 'simulated', binder_length: binder.length });
      expect(p.sequence).toBe(`${target.sequence}/${binder.map((r) => r.letter).join('')}`);
      expect(pose.residues.filter((r) => r.chain === 'A').length).toBe(target.residues.length);
      expect((p.score_terms!.min_distance as number | null) ?? 99).toBeGreaterThanOrEqual(3);
      expect(p.pdb).toContain('NOT DIFFUSED');
    }
  });

  it('puts the binder next to the interface', async () => {
    const [pose] = (await run({ n_binder_designs: 1, min_binder_length: 15, max_binder_length: 15 })).collection!.poses;
    expect(pose!.score_terms!.interface_contacts as number).toBeGreaterThan(0);
  });

  it('names the new chain after the chains the target already has', async () => {
    const [pose] = (
      await run({ n_binder_designs: 1, min_binder_length: 10, max_binder_length: 10 }, hemoglobin, {
        site: [20, 21, 22, 23],
      })
    ).collection!.poses;
    expect([
      ...new Set(
        readPose(pose!.pdb)
          .residues.filter((r) => r.position !== null)
          .map((r) => r.chain),
      ),
    ]).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('follows the parameter lines in advanced mode', async () => {
    const text = 'contigmap.contigs=[A1-10/0 8-9]\ninference.num_designs=2\nppi.hotspot_res=[A5]';
    const { poses } = (await run({ is_advanced_mode: true, rf_diffusion_parameters: text, n_binder_designs: 50 }))
      .collection!;
    expect(poses).toHaveLength(2);
    for (const p of poses) expect([8, 9]).toContain(p.score_terms!.binder_length);
  });

  it('is deterministic for a seed', async () => {
    const patch = { n_binder_designs: 2, min_binder_length: 10, max_binder_length: 30 };
    expect(await run(patch)).toEqual(await run(patch));
    expect((await run(patch, crambin, undefined, 7)).collection!.poses[0]!.pdb).not.toBe(
      (await run(patch)).collection!.poses[0]!.pdb,
    );
  });

  it('exports its engine for the ./engine entry', () => {
    expect(engines.map((e) => [e.task, e.kind])).toEqual([
      ['binder_design', 'external'],
      ['binder_design', 'simulated'],
    ]);
  });
});
