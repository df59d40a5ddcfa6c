/**
 * @bench/launch: the one place an engine starts a process — here as a child process, or as a
 * Slurm job (BENCH_EXECUTOR=slurm). Server only (it spawns processes).
 */
export { launch, launchesOf, scratchRoot, type LaunchExit, type LaunchRequest } from './launch.ts';
export { checkLaunchSettings, wholeSetting } from './settings.ts';
