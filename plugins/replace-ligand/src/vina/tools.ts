/**
 * The two programs the docking engine runs (server side): AutoDock Vina (`vina`, Debian's
 * autodock-vina) and Open Babel (`obabel`). `BENCH_VINA` and `BENCH_OBABEL` name other commands.
 */
import { runProgram, type ProgramRun } from '@bench/openmm';

export const vinaCommand = (env: Record<string, string | undefined> = process.env): string =>
  env.BENCH_VINA?.trim() || 'vina';
export const obabelCommand = (env: Record<string, string | undefined> = process.env): string =>
  env.BENCH_OBABEL?.trim() || 'obabel';

/** Runs a program (no shell); rejects with the last lines of its error output. */
export const runTool = (program: string, args: readonly string[], options: ProgramRun = {}) =>
  runProgram(program, program, args, options);

export interface DockingTools {
  ready: boolean;
  /** e.g. 'AutoDock Vina v1.2.3' */
  vina: string | null;
  /** e.g. 'Open Babel 3.1.1' */
  obabel: string | null;
  detail: string;
}

async function version(program: string, args: string[], pattern: RegExp): Promise<string | null> {
  try {
    const { stdout, stderr } = await runTool(program, args, { timeout: 10_000 });
    return pattern.exec(`${stdout}\n${stderr}`)?.[0] ?? null;
  } catch {
    return null;
  }
}

let detected: Promise<DockingTools> | null = null;

/** Whether both programs run here, and their versions (asked once per process). */
export function detectDockingTools(): Promise<DockingTools> {
  detected ??= (async () => {
    const [vina, obabel] = await Promise.all([
      version(vinaCommand(), ['--version'], /AutoDock Vina v?[\d.]+/),
      version(obabelCommand(), ['-V'], /Open Babel [\d.]+/),
    ]);
    const missing = [
      vina ? null : `${vinaCommand()} (Debian package autodock-vina)`,
      obabel ? null : `${obabelCommand()} (Debian package openbabel)`,
    ].filter(Boolean);
    return {
      ready: missing.length === 0,
      vina,
      obabel,
      detail: missing.length ? `missing: ${missing.join(', ')}` : `${vina}, ${obabel}`,
    };
  })();
  return detected;
}
