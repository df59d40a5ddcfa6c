/**
 * @bench/openmm: molecular mechanics through Debian's OpenMM, PDBFixer and ProMod3.
 * Server only: it spawns python3. Import it from a plugin's `./engine` entry, never from the browser.
 */
export { openmmEngine, type OpenMMStep } from './engine.ts';
export { onePerSource, repeatsPerSource, repeatsWithArgs, type ItemPlanner } from './items.ts';
export { type ItemsOptions, type ItemsReply, runWorkerItems, workerProcesses } from './parallel.ts';
export type { MmModule, WorkerMutation, WorkerReply } from './protocol.ts';
export {
  canRun,
  detectOpenMM,
  hasModules,
  type PythonWorker,
  runPythonWorker,
  type RunOptions,
  runWorker,
} from './runner.ts';
export { mmSettings, pythonPath } from './settings.ts';
/** the engine steps' whole-number settings are read the way the executor's are */
export { wholeSetting } from '@bench/launch';
export { configuredCommand, runCommand, runProgram, type ProgramRun } from './command.ts';
