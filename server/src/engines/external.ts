import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from '@bench/launch';
import type { ActionEngine, EngineContext, EngineResult } from '@bench/sdk/model';
import { readExternalOutput } from './externalOutput.ts';

const PROGRESS = /^PROGRESS\s+(\d+(?:\.\d+)?)\s*(.*)$/;
const STDERR_LINES = 5;

/** Writes `input.json`, `poses/<n>.pdb` and `ligands/<n>.sdf` (server/ENGINES.md). */
async function writeInputs(context: EngineContext): Promise<void> {
  const dir = context.workDir;
  await mkdir(join(dir, 'poses'), { recursive: true });
  await mkdir(join(dir, 'ligands'), { recursive: true });
  const poses = await Promise.all(
    context.poses.map(async (pose, i) => {
      const file = `poses/${i + 1}.pdb`;
      await writeFile(join(dir, file), pose.pdb);
      return { id: pose._id, name: pose.name, file, sequence: pose.sequence ?? '' };
    }),
  );
  const ligands = await Promise.all(
    Object.entries(context.freeLigands).map(async ([id, ligand], i) => {
      const file = `ligands/${i + 1}.sdf`;
      await writeFile(join(dir, file), ligand.sdf);
      return { id, name: ligand.name, file };
    }),
  );
  const { action } = context;
  await writeFile(
    join(dir, 'input.json'),
    JSON.stringify(
      {
        task: action.input.task,
        action: { id: action._id, name: action.name, task_id: action.task_id },
        input: action.input,
        poses,
        ligands,
        selectors: context.selectors,
        seed: context.seed,
      },
      null,
      2,
    ),
  );
}

/** Runs the command line through the site's executor (here in its own process group, or as a Slurm job). */
async function runCommand(command: string, context: EngineContext): Promise<void> {
  const exit = await launch({
    label: 'The engine command',
    program: command,
    shell: true,
    cwd: context.workDir,
    signal: context.signal,
    onStdout: (line) => {
      const match = PROGRESS.exec(line.trim());
      if (match) context.progress(match[2] || 'Running', Math.min(100, Number(match[1])));
    },
  });
  if (exit.stopped) throw context.signal.reason;
  if (exit.code === 0) return;
  const tail = exit.stderr
    .split('\n')
    .filter((line) => line.trim())
    .slice(-STDERR_LINES)
    .join('\n');
  throw new Error(
    `The engine exited with ${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`}${tail ? `: ${tail}` : ''}`,
  );
}

/** An engine that runs a configured command line on files (BENCH_ENGINE_<TASK>=external:<command>). */
export function externalEngine(task: string, command: string): ActionEngine {
  return {
    task,
    kind: 'external',
    async run(context): Promise<EngineResult> {
      await writeInputs(context);
      await runCommand(command, context);
      return readExternalOutput(context.workDir);
    },
  };
}
