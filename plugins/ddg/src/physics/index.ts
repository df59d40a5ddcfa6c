/**
 * The ΔΔG engine outside the job pipeline (server, `npm run predict:ddg`, the benchmark): each mutation
 * is one item of the worker's step file engine/ddg.py (molecular mechanics), the items split over
 * `parallel` worker processes; the learned term (learned.ts) scores them all in one more process where
 * it runs; the parts are calibrated into kcal/mol (calibration.ts).
 */
import { fileURLToPath } from 'node:url';
import { name3Of, seedFrom } from '@bench/engine-sim';
import { canRun, mmSettings, runWorkerItems, wholeSetting } from '@bench/openmm';
import {
  CALIBRATIONS,
  calibrated,
  calibrationFor,
  type Calibrations,
  describeCalibration,
  type Parts,
  type RawParts,
  rawPartWeights,
} from './calibration.ts';
import { learnedAvailable, learnedTerms } from './learned.ts';

export { CALIBRATIONS, calibrated } from './calibration.ts';

export interface DdgMutation {
  chain: string;
  resid: number;
  icode: string;
  /** one-letter codes */
  wt: string;
  mut: string;
}

export interface DdgScore {
  /** calibrated, kcal/mol, positive = destabilising */
  ddg_kcal: number;
  /** the standard deviation of the repeats' raw totals, scaled by the largest weight (kcal/mol) */
  spread: number;
  /** raw total difference of each repeat, before calibration */
  repeats: number[];
  /** the raw difference's parts, averaged over the repeats, and the learned term where it scored the site */
  raw: Parts;
}

export type DdgOutcome = DdgScore | { error: string };

export interface DdgRun {
  scores: DdgOutcome[];
  method: Record<string, unknown>;
}

export interface DdgOptions {
  signal?: AbortSignal;
  progress?(step: string, percent: number): void;
  workDir?: string;
  /** concurrent worker processes (BENCH_MM_PARALLEL, default 2) */
  parallel?: number;
  /** independent repeats per mutation (BENCH_DDG_REPEATS, default 2) */
  repeats?: number;
  /** the weights to apply; the shipped ones by default */
  calibrations?: Calibrations;
  /** compute the learned term where it runs (default true) */
  learned?: boolean;
}

const STEP = fileURLToPath(new URL('../../engine/ddg.py', import.meta.url));

interface WorkerOutcome {
  name: string;
  raw?: RawParts;
  spread?: number;
  repeats?: number[];
  error?: string;
}

/** Independent repeats per mutation: BENCH_DDG_REPEATS, default 2. */
export const ddgRepeats = () => wholeSetting(process.env, 'BENCH_DDG_REPEATS', 2, 1);

export const ddgAvailable = () => canRun(['openmm', 'pdbfixer', 'promod3', 'scipy']);

export function mutationName(m: Pick<DdgMutation, 'wt' | 'resid' | 'icode' | 'mut'>): string {
  return `${m.wt}${m.resid}${m.icode.trim()}${m.mut}`;
}

/** ΔΔG of each mutation of `pdb`, in input order; a mutation the engine refuses gets its reason. */
export async function computeDdg(
  pdb: string,
  mutations: readonly DdgMutation[],
  options: DdgOptions = {},
): Promise<DdgRun> {
  const repeats = options.repeats ?? ddgRepeats();
  const calibrations = options.calibrations ?? CALIBRATIONS;
  const settings = mmSettings();
  const learning = options.learned !== false && mutations.length > 0 && (await learnedAvailable());
  // seeded by the mutation itself (below 2³¹, as OpenMM takes it): its score does not depend on the rest of the batch
  const items = mutations.map((m) => ({
    source: 0,
    name: mutationName(m),
    seed: seedFrom(m.chain, mutationName(m)) % 1e9,
    repeats,
    mutations: [{ chain: m.chain, resid: m.resid, icode: m.icode, name3: name3Of(m.mut) }],
  }));
  // the learned term is a second opinion: when it fails, the molecular-mechanics parts still stand (noted)
  const learned = learning
    ? learnedTerms(pdb, mutations, options).catch((error: Error) => {
        if (options.signal?.aborted) throw error;
        return { values: [], method: { learned_term_failed: error.message } };
      })
    : undefined;
  const request = { task: 'ddg', step: STEP, settings, sources: [{ name: 'structure', pdb }], items };
  const { poses: outcomes, settings: runSettings } = await runWorkerItems<WorkerOutcome>(request, {
    parallel: options.parallel,
    signal: options.signal,
    cwd: options.workDir,
    progress: (step, done) =>
      options.progress?.(
        `Mutation ${Math.min(items.length, Math.floor(done) + 1)} of ${items.length}: ${step}`,
        (100 * done) / items.length,
      ),
  });
  const run = await learned;
  const learnedRun = run && run.values.length > 0 ? run : undefined;
  const scores = outcomes.map((outcome, i): DdgOutcome => {
    if (outcome.error || outcome.raw === undefined) return { error: outcome.error ?? `${outcome.name}: no result` };
    const value = learnedRun?.values[i];
    const parts: Parts = value === null || value === undefined ? outcome.raw : { ...outcome.raw, learned: value };
    const calibration = calibrationFor(parts, calibrations);
    // the repeats vary the molecular-mechanics parts only: their spread through those parts' largest weight
    const scale = Math.max(...rawPartWeights(calibration).map(Math.abs));
    return {
      ddg_kcal: calibrated(parts, calibration),
      spread: scale * (outcome.spread ?? 0),
      repeats: outcome.repeats ?? [],
      raw: parts,
    };
  });
  const method = {
    name: learnedRun
      ? 'ΔΔG from molecular mechanics (wild type and mutant through the same rebuild and minimisation) and a learned term'
      : 'Molecular-mechanics ΔΔG (wild type and mutant through the same rebuild and minimisation)',
    ...runSettings,
    ...run?.method,
    repeats,
    calibration: describeCalibration(learnedRun ? calibrations.combined : calibrations.physics),
    ...(learnedRun ? { calibration_without_learned_term: describeCalibration(calibrations.physics) } : {}),
  };
  return { scores, method };
}
