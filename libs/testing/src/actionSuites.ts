/**
 * Test suites every action plugin of a family runs the same way, so plugins do not copy them:
 * availability and defaults, the design family's validation table, and simulated engines on 1crn.
 */
import { describe, expect, it } from 'vitest';
import { parseStructure, sequenceOf } from '@bench/structure';
import type { ActionEngine, AnyActionModel } from '@bench/sdk';
import { testEngineContext } from './engineContext.ts';
import { testValidationContext } from './validationContext.ts';
import { readFixture } from '@bench/fixtures';

export const CRAMBIN_SEQUENCE = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';

const one = (hasLigands = false, hasNucleicAcids = false) => ({ id: 'a', hasLigands, hasNucleicAcids });

/** 'Select at least 1 structure to run {label}' with none, enabled with one of any kind, and the defaults. */
export function atLeastOneStructureSuite(model: AnyActionModel, label: string, defaults: Record<string, unknown>) {
  it('is available with at least 1 selected structure, with the spec hint otherwise', () => {
    expect(model.availability({ structures: [] })).toEqual({
      enabled: false,
      hint: `Select at least 1 structure to run ${label}`,
    });
    expect(model.availability({ structures: [one()] })).toEqual({ enabled: true });
    expect(model.availability({ structures: [one(true), { ...one(false, true), id: 'b' }] })).toEqual({
      enabled: true,
    });
  });

  it('has the spec defaults', () => expect(model.defaults()).toEqual(defaults));
}

/** The design family's validation table (spec 1 §4–§5); only originals is an error for flex design. */
export function designFamilyValidationSuite(model: AnyActionModel, onlyOriginals: 'error' | 'warning') {
  const context = {
    selectors: { s1: [2, 5, 7], far: [100, 101] },
    sequences: [CRAMBIN_SEQUENCE],
    settings: { designSpaceWarningExponent: 2, designSpaceLimitExponent: 3 },
  };
  const m = (mutations: string) => ({ mutations, prevent_repacking: false });
  const input = (over: Record<string, unknown> = {}) => ({
    ...model.defaults(),
    selector: 's1',
    mutations: { 2: m('AV'), 5: m(''), 7: m('W') },
    ...over,
  });

  it.each([
    ['valid', input(), context, []],
    [
      'no selectors created',
      input(),
      { ...context, selectors: {} },
      [['error', 'Please create a selector in order to edit mutations.']],
    ],
    [
      'no selector chosen',
      input({ selector: null }),
      context,
      [['error', 'Please choose a selector in order to edit mutations.']],
    ],
    [
      'unknown selector',
      input({ selector: 'deleted' }),
      context,
      [['error', 'Please choose a selector in order to edit mutations.']],
    ],
    [
      'selector outside the structure',
      input({ selector: 'far' }),
      context,
      [['error', 'Please choose a selector that overlaps with your structure.']],
    ],
    [
      'none enabled',
      input({ mutations: { 2: m(''), 5: m(''), 7: m('') } }),
      context,
      [['error', 'Please enable at least one mutation in the mutations table.']],
    ],
    [
      'only originals',
      input({ mutations: { 2: m('T'), 5: m('P'), 7: m('I') } }),
      context,
      [[onlyOriginals, 'Only original residues are enabled in the mutations table.']],
    ],
    [
      'over the recommendation',
      input({ mutations: { 2: m('ACDEFGHIKL'), 5: m('ACDEFGHIKLM') } }),
      context,
      [['warning', 'The sequence space of the mutations table exceeds the recommended size.']],
    ],
    [
      'over the limit',
      input({ mutations: { 2: m('ACDEFGHIKL'), 5: m('ACDEFGHIKLM'), 7: m('ACDEFGHIKL') } }),
      context,
      [['error', 'The sequence space of the mutations table exceeds the limit.']],
    ],
    ['repeats out of bounds', input({ repeats: 0 }), context, [['error', 'Repeats out of bounds']]],
    ['repeats non-numeric', input({ repeats: 'x' }), context, [['error', 'Repeats out of bounds']]],
    ['missing mutations', { ...input(), mutations: undefined }, context, [['error', 'Invalid input']]],
  ])('validate: %s', (_name, value, ctx, expected) => {
    expect(model.validate!(value as never, testValidationContext(ctx)).map((i) => [i.severity, i.message])).toEqual(
      expected,
    );
  });
}

const crambinPoses = () => {
  const pdb = readFixture('pdb/1crn.pdb');
  return [
    { _id: 'p1', name: '1crn', pdb },
    { _id: 'p2', name: 'crambin copy', pdb },
  ];
};

/**
 * A simulated engine that derives structures from each source (prepare, minimize, relax, repack):
 * `perSource` poses each, sequence unchanged, parseable PDB, real Cα RMSD within `rms`,
 * deterministic per seed, progress to 100 %, and cancellation.
 */
export function simulatedStructureEngineSuite(
  // biome-ignore lint/suspicious/noExplicitAny: the suites run engines of any input type
  engines: readonly ActionEngine<any>[],
  input: { task: string; [key: string]: unknown },
  expected: { perSource: number; rms: [number, number] },
) {
  describe(`${input.task} simulated engine on 1crn`, () => {
    const engine = engines.find((e) => e.kind === 'simulated')!;
    const poses = crambinPoses();
    const run = (seed = 42) => engine.run(testEngineContext({ input, poses, seed }));

    it('runs its task', () => expect(engine.task).toBe(input.task));

    it('derives poses from the source structures, marked simulated, with a real RMSD', async () => {
      const result = await run();
      expect(result.engine).toBe('simulated');
      expect(result.notes?.[0]).toMatch(/^Simulated results/);
      expect(result.collection!.poses).toHaveLength(poses.length * expected.perSource);
      expect(result.collection!.poses[0]!.name).toBe('1crn_0001');
      for (const pose of result.collection!.poses) {
        const parsed = parseStructure(pose.pdb);
        expect(parsed.errors).toEqual([]);
        expect(sequenceOf(parsed)).toBe(CRAMBIN_SEQUENCE);
        expect(pose.sequence).toBe(CRAMBIN_SEQUENCE);
        expect(pose.score_terms?.engine).toBe('simulated');
        expect(typeof pose.score).toBe('number');
        expect(pose.rms).toBeGreaterThanOrEqual(expected.rms[0]);
        expect(pose.rms).toBeLessThanOrEqual(expected.rms[1]);
      }
    });

    it('is deterministic for the same seed', async () => {
      expect(await run(7)).toEqual(await run(7));
    });

    it('reports progress and stops when cancelled', async () => {
      const context = testEngineContext({ input, poses });
      await engine.run(context);
      expect(context.progressCalls.at(-1)!.percent).toBe(100);
      const aborted = testEngineContext({ input, poses });
      aborted.abort();
      await expect(engine.run(aborted)).rejects.toThrow('The job was cancelled.');
    });
  });
}

/** A design-family simulated engine: every pose carries exactly the enabled mutations, nothing else. */
// biome-ignore lint/suspicious/noExplicitAny: the suites run engines of any input type
export function designEngineSuite(engines: readonly ActionEngine<any>[], task: string) {
  describe(`${task} simulated engine on 1crn`, () => {
    const engine = engines.find((e) => e.kind === 'simulated')!;
    const m = (mutations: string, prevent_repacking = false) => ({ mutations, prevent_repacking });
    // position 2 (T): A or V; position 5 (P): repack only; position 20 (G): W only
    const input = { task, repeats: 6, selector: 's1', mutations: { 2: m('AV'), 5: m('', true), 20: m('W') } };
    const poses = crambinPoses().slice(0, 1);
    const run = (seed = 42) => engine.run(testEngineContext({ input, poses, seed, selectors: { s1: [2, 5, 20] } }));

    it('gives repeats poses carrying exactly the enabled mutations', async () => {
      const result = await run();
      expect(result.engine).toBe('simulated');
      expect(result.collection!.poses).toHaveLength(6);
      const seen = new Set<string>();
      for (const pose of result.collection!.poses) {
        const parsed = parseStructure(pose.pdb);
        expect(parsed.errors).toEqual([]);
        expect(sequenceOf(parsed)).toBe(pose.sequence);
        [...pose.sequence].forEach((letter, i) => {
          if (i === 1) expect(['A', 'V']).toContain(letter);
          else if (i === 19) expect(letter).toBe('W');
          else expect(letter).toBe(CRAMBIN_SEQUENCE[i]);
        });
        seen.add(pose.sequence[1]!);
        expect(pose.score_terms?.engine).toBe('simulated');
        expect(pose.rms).toBeGreaterThanOrEqual(0);
        expect(pose.rms).toBeLessThan(1);
      }
      expect(seen).toEqual(new Set(['A', 'V']));
    });

    it('is deterministic for the same seed', async () => {
      expect(await run(3)).toEqual(await run(3));
    });
  });
}
