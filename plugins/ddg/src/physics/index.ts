/**
 * The molecular-mechanics ΔΔG engine outside the job pipeline (server, `npm run predict:ddg`, the
 * benchmark): each mutation is one item of the worker's step file engine/ddg.py; the items are split
 * over `parallel` worker processes, and the raw differences calibrated into kcal/mol.
 */
import { fileURLToPath } from 'node:url';
import { name3Of, seedFrom } from '@bench/engine-sim';
import { canRun, mmSettings, runWorker, wholeSetting } from '@bench/openmm';
import { CALIBRATION, calibrated, describeCalibration, type Calibration, type RawParts } from './calibration.ts';

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
  /** the raw difference's parts, averaged over the repeats */
  raw: RawParts;
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
  /** concurrent worker processes (BENCH_DDG_PARALLEL, default 2) */
  parallel?: number;
  /** independent repeats per mutation (BENCH_DDG_REPEATS, default 2) */
  repeats?: number;
  /** the weights to apply; the shipped ones by default (the calibration script passes identity) */
  calibration?: Calibration;
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
  const parallel = Math.max(
    1,
    Math.min(options.parallel ?? wholeSetting(process.env, 'BENCH_DDG_PARALLEL', 2, 1), mutations.length || 1),
  );
  const repeats = options.repeats ?? ddgRepeats();
  const calibration = options.calibration ?? CALIBRATION;
  const settings = mmSettings();
  // seeded by the mutation itself (below 2³¹, as OpenMM takes it): its score does not depend on the rest of the batch
  const items = mutations.map((m) => ({
    source: 0,
    name: mutationName(m),
    seed: seedFrom(m.chain, mutationName(m)) % 1e9,
    repeats,
    mutations: [{ chain: m.chain, resid: m.resid, icode: m.icode, name3: name3Of(m.mut) }],
  }));
  const chunks = Array.from({ length: parallel }, (_, k) =>
    items.map((item, i) => ({ item, i })).filter(({ i }) => i % parallel === k),
  );
  const done = new Array<number>(parallel).fill(0);
  const outcomes = new Array<WorkerOutcome>(items.length);
  let runSettings: Record<string, unknown> = {};
  await Promise.all(
    chunks.map(async (chunk, k) => {
      if (chunk.length === 0) return;
      const reply = await runWorker<{ poses: WorkerOutcome[]; settings: Record<string, unknown> }>(
        {
          task: 'ddg',
          step: STEP,
          settings,
          sources: [{ name: 'structure', pdb }],
          items: chunk.map(({ item }) => item),
        },
        {
          signal: options.signal,
          cwd: options.workDir,
          progress: (step, percent) => {
            done[k] = (percent / 100) * chunk.length;
            const total = done.reduce((a, b) => a + b, 0);
            options.progress?.(
              `Mutation ${Math.min(items.length, Math.floor(total) + 1)} of ${items.length}: ${step}`,
              (100 * total) / items.length,
            );
          },
        },
      );
      reply.poses.forEach((outcome, j) => (outcomes[chunk[j]!.i] = outcome));
      runSettings = reply.settings;
    }),
  );
  const scores = outcomes.map((outcome): DdgOutcome => {
    if (outcome.error || outcome.raw === undefined) return { error: outcome.error ?? `${outcome.name}: no result` };
    const scale = Math.max(...Object.values(calibration.weights).map(Math.abs));
    return {
      ddg_kcal: calibrated(outcome.raw, calibration),
      spread: scale * (outcome.spread ?? 0),
      repeats: outcome.repeats ?? [],
      raw: outcome.raw,
    };
  });
  const method = {
    name: 'Molecular-mechanics ΔΔG (wild type and mutant through the same rebuild and minimisation)',
    ...runSettings,
    repeats,
    calibration: describeCalibration(calibration),
  };
  return { scores, method };
}
