import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActionEngine, EngineContext, EngineResult } from '@bench/sdk/model';
import { readExternalOutput } from './externalOutput.ts';

const PROGRESS = /^PROGRESS\s+(\d+(?:\.\d+)?)\s*(.*)$/;
const STDERR_LINES = 20;
const KILL_GRACE_MS = 2000;

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
    JSON.stringify({ task: action.input.task, action: { id: action._id, name: action.name, task_id: action.task_id }, input: action.input, poses, ligands, selectors: context.selectors, seed: context.seed }, null, 2),
  );
}

/** Runs the command in its own process group, so timeout and cancel stop everything it started. */
function runCommand(command: string, context: EngineContext): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, cwd: context.workDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr: string[] = [];
    let pending = '';
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // the group has already exited
      }
    };
    const onAbort = () => {
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS).unref();
    };
    context.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = PROGRESS.exec(line.trim());
        if (match) context.progress(match[2] || 'Running', Math.min(100, Number(match[1])));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr.push(...chunk.split('\n').filter((line) => line.trim()));
      stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES));
    });
    child.on('error', (error) => reject(new Error(`The engine command could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      context.signal.removeEventListener('abort', onAbort);
      if (context.signal.aborted) return reject(context.signal.reason);
      if (code === 0) return resolve();
      const tail = stderr.slice(-5).join('\n');
      reject(new Error(`The engine exited with ${signal ? `signal ${signal}` : `code ${code}`}${tail ? `: ${tail}` : ''}`));
    });
  });
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
