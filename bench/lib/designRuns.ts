// The design family's OpenMM engines run as a job runs them (planner, worker, steps), one after the
// other on one source structure, each timed: what bench/design and bench/small-design share.
import type { MutationsInput } from '@bench/action-kit';
import { designFamilyDefaults } from '@bench/family-design';
import type { ActionEngine, EnginePose } from '@bench/sdk/model';
import { testEngineContext } from '@bench/testing/engine';
import { engines as designEngines } from '../../plugins/design/src/engine.ts';
import { engines as flexEngines } from '../../plugins/flex-design/src/engine.ts';
import { engines as relaxDesignEngines } from '../../plugins/relax-design/src/engine.ts';

export interface DesignRun {
  label: string;
  task: string;
  seconds: number;
  poses: EnginePose[];
}

const ENGINES: [string, readonly ActionEngine<never>[], string][] = [
  ['Design', designEngines as readonly ActionEngine<never>[], 'design'],
  ['Flex Design', flexEngines as readonly ActionEngine<never>[], 'flex_design'],
  ['Relax Design', relaxDesignEngines as readonly ActionEngine<never>[], 'relax_design'],
];

export async function runDesignEngines(
  source: { name: string; pdb: string },
  positions: number[],
  mutations: MutationsInput,
  repeats: number,
  tasks: readonly string[],
  settings: Record<string, unknown> = {},
): Promise<DesignRun[]> {
  const runs: DesignRun[] = [];
  for (const [label, engines, task] of ENGINES.filter(([, , task]) => tasks.includes(task))) {
    const engine = engines.find((e) => e.kind === 'openmm')!;
    const input = { task, repeats, selector: 's1', mutations };
    const t0 = performance.now();
    const result = await engine.run(
      testEngineContext({
        input,
        poses: [{ _id: 'p1', ...source }],
        selectors: { s1: positions },
        seed: 7,
        settings: { ...designFamilyDefaults(), ...settings },
      }) as never,
    );
    runs.push({ label, task, seconds: (performance.now() - t0) / 1000, poses: result.collection!.poses });
  }
  return runs;
}
