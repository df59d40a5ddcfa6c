/**
 * A worker request's items split over concurrent worker processes (BENCH_MM_PARALLEL). Each item is
 * seeded and runs single-threaded on its own (OpenMM's CPU platform gives different minima on two
 * threads from run to run, on one it repeats), so the split changes how long a job takes, never
 * what it computes.
 */
import { wholeSetting } from '@bench/launch';
import { type RunOptions, runWorker } from './runner.ts';

/** Worker processes one job's items run in at most (BENCH_MM_PARALLEL, default 2). */
export function workerProcesses(env: Record<string, string | undefined> = process.env): number {
  return wholeSetting(env, 'BENCH_MM_PARALLEL', 2, 1);
}

export interface ItemsReply<P> {
  poses: P[];
  settings: Record<string, unknown>;
}

export interface ItemsOptions extends Omit<RunOptions, 'progress'> {
  /** processes to use; BENCH_MM_PARALLEL when absent */
  parallel?: number;
  /** `done`: items finished, counting the running ones' fractions */
  progress?(step: string, done: number): void;
}

/** Runs `request` as the one worker would, its items shared round-robin among processes; the poses come back in item order. */
export async function runWorkerItems<P>(
  request: { items: readonly unknown[] },
  options: ItemsOptions = {},
): Promise<ItemsReply<P>> {
  const { items } = request;
  const parallel = Math.max(1, Math.min(options.parallel ?? workerProcesses(), items.length));
  const chunks = Array.from({ length: parallel }, (_, k) => items.map((_, i) => i).filter((i) => i % parallel === k));
  // one failing process stops the others: the job has failed
  const failed = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
  const done = new Array<number>(parallel).fill(0);
  const poses = new Array<P>(items.length);
  let settings: Record<string, unknown> = {};
  await Promise.all(
    chunks.map(async (chunk, k) => {
      const reply = await runWorker<ItemsReply<P>>(
        { ...request, items: chunk.map((i) => items[i]) },
        {
          ...options,
          signal,
          progress: (step, percent) => {
            done[k] = (percent / 100) * chunk.length;
            options.progress?.(
              step,
              done.reduce((a, b) => a + b, 0),
            );
          },
        },
      );
      reply.poses.forEach((pose, j) => (poses[chunk[j]!] = pose));
      settings = reply.settings;
    }),
  ).catch((error: unknown) => {
    failed.abort();
    throw error;
  });
  return { poses, settings };
}
