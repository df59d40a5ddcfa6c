/** A ready EngineContext for engine tests: real fixture poses in, progress recorded, never aborted unless asked. */
import type { EngineContext, EngineSourcePose } from '@bench/sdk';

export interface TestEngineContext<I> extends EngineContext<I> {
  /** every progress call, in order */
  progressCalls: { step: string; percent: number }[];
  abort(): void;
}

export function testEngineContext<I extends object>(options: {
  input: I & { task: string };
  poses: EngineSourcePose[];
  selectors?: Record<string, readonly number[]>;
  seed?: number;
  actionId?: string;
  settings?: Partial<EngineContext['settings']>;
}): TestEngineContext<I> {
  const controller = new AbortController();
  const progressCalls: { step: string; percent: number }[] = [];
  return {
    action: { _id: options.actionId ?? 'action-1', name: 'Action', task_id: 1, input: options.input },
    poses: options.poses,
    selectors: options.selectors ?? {},
    freeLigands: {},
    settings: { maxResults: 10_000, ...options.settings },
    seed: options.seed ?? 42,
    progress: (step, percent) => progressCalls.push({ step, percent }),
    signal: controller.signal,
    workDir: '/tmp/bench-engine-test',
    progressCalls,
    abort: () => controller.abort(),
  };
}
