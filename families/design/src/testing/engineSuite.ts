import { describe, expect, it } from 'vitest';
import type { ActionEngine } from '@bench/sdk';
import { parseStructure, sequenceOf } from '@bench/structure';
import { CRAMBIN_SEQUENCE, crambinPoses, testEngineContext } from '@bench/testing';

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
