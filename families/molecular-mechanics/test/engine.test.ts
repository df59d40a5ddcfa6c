import { describe, expect, it } from 'vitest';
import { onePerSource } from '@bench/openmm';
import { crambinPoses, testEngineContext } from '@bench/testing';
import { mmJobEngines } from '../src/engine.ts';

const engines = (oneEach: boolean) =>
  mmJobEngines({
    task: 'job',
    step: new URL('./job.py', import.meta.url),
    needs: ['openmm'],
    plan: onePerSource,
    simulated: { step: 'Working', sigma: 0.1, relaxation: 0.5, onePerSource: oneEach },
  });
const run = (oneEach: boolean) =>
  engines(oneEach)[1]!.run(testEngineContext({ input: { task: 'job', repeats: 3 }, poses: crambinPoses() }));

describe('mmJobEngines', () => {
  it('makes the OpenMM engine, chosen first where it runs, then the simulated one, both of the task', () => {
    expect(engines(false).map((e) => [e.kind, e.task])).toEqual([
      ['openmm', 'job'],
      ['simulated', 'job'],
    ]);
  });

  it('the simulated engine makes repeats per source, or one when the job makes one', async () => {
    expect((await run(false)).collection!.poses).toHaveLength(6);
    expect((await run(true)).collection!.poses).toHaveLength(2);
  });
});
