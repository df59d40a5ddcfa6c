/**
 * The test plugin's engines: echo the source poses, or fail, wait or hang on request. The 'builtin'
 * one is the default and charges like a real engine; BENCH_ENGINE_TEST_ECHO=simulated picks the
 * labelled simulated one, which charges nothing.
 */
import type { ActionEngine, EngineContext, EngineKind, EngineResult } from '@bench/sdk/model';
import type { TestInput } from './model.ts';

interface TestHooks {
  /** action ids whose 'gate' runs may finish */
  open: Set<string>;
  /** how often each action's engine started */
  starts: Map<string, number>;
  /** how each action's last run ended: it returned, threw, or saw its abort */
  ends: Map<string, 'returned' | 'threw' | 'aborted'>;
}

export function testHooks(): TestHooks {
  const g = globalThis as { __benchTestJobs?: TestHooks };
  g.__benchTestJobs ??= { open: new Set(), starts: new Map(), ends: new Map() };
  return g.__benchTestJobs;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

const echo =
  (kind: EngineKind) =>
  async (context: EngineContext<TestInput>): Promise<EngineResult> => {
    const { input } = context.action;
    const hooks = testHooks();
    hooks.starts.set(context.action._id, (hooks.starts.get(context.action._id) ?? 0) + 1);
    if (input.mode === 'fail') throw new Error('The test engine failed on purpose.');
    if (input.mode === 'hang') return new Promise(() => undefined);
    if (input.mode === 'gate') while (!hooks.open.has(context.action._id)) await sleep(20, context.signal);
    if (input.sleep_ms) await sleep(input.sleep_ms, context.signal);
    context.progress('Echoing', 50);
    const poses = context.poses.map((pose, i) => ({
      name: `${pose.name}_echo`,
      pdb: pose.pdb,
      sequence: pose.sequence ?? '',
      score: (context.seed % 1000) / 10 + i,
      rms: 0,
      score_terms: { total: i },
    }));
    return {
      engine: kind,
      collection: { poses },
      ...(input.with_sequences
        ? { sequences: { records: poses.map((p) => ({ name: p.name, sequence: p.sequence.replace(/\//g, '') })) } }
        : {}),
      verification: { verified: true, message: null },
    };
  };

/** Runs the kind's echo, recording how it ended (testHooks().ends). */
const recorded =
  (kind: EngineKind) =>
  async (context: EngineContext<TestInput>): Promise<EngineResult> => {
    const { ends } = testHooks();
    try {
      const result = await echo(kind)(context);
      ends.set(context.action._id, 'returned');
      return result;
    } catch (error) {
      ends.set(context.action._id, context.signal.aborted ? 'aborted' : 'threw');
      throw error;
    }
  };

export const engines: ActionEngine<TestInput>[] = [
  { task: 'test_echo', kind: 'builtin', run: recorded('builtin') },
  { task: 'test_echo', kind: 'simulated', run: recorded('simulated') },
  { task: 'test_fold', kind: 'builtin', run: recorded('builtin') },
];
