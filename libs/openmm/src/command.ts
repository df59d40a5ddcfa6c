import { launch } from '@bench/launch';

export interface ProgramRun {
  signal?: AbortSignal;
  cwd?: string;
  /** stop after this long (ms); 0 or absent: no limit */
  timeout?: number;
  /** each line the program prints on stdout, as it prints it */
  onLine?: (line: string) => void;
  /** each piece of stdout as it arrives, before it ends a line (progress bars) */
  onData?: (chunk: string) => void;
}

/**
 * Runs a program (no shell) through the site's executor (@bench/launch: here, or a Slurm job); a
 * failure names `label` and the last lines of its error output, a cancel says so.
 */
export async function runProgram(
  label: string,
  program: string,
  args: readonly string[],
  options: ProgramRun = {},
): Promise<{ stdout: string; stderr: string }> {
  const exit = await launch({
    label,
    program,
    args,
    cwd: options.cwd,
    signal: options.signal,
    timeoutMs: options.timeout,
    onStdout: options.onLine,
    onStdoutData: options.onData,
  });
  if (exit.stopped === 'cancelled') throw new Error('The job was cancelled.');
  if (exit.stopped === 'timeout')
    throw new Error(`${label} took longer than ${Math.round(options.timeout! / 1000)} s and was stopped.`);
  if (exit.code === 0) return { stdout: exit.stdout, stderr: exit.stderr };
  const why = (exit.stderr || exit.stdout).trim() || (exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`);
  throw new Error(`${label} failed: ${why.split('\n').slice(-3).join(' ')}`);
}

/**
 * Runs a site's configured command line (`program [site options…]`) with the adapter's own
 * arguments, in `cwd`, stopped by the job's signal; `onLine` sees its stdout line by line as it
 * runs; resolves with what it printed.
 */
export async function runCommand(
  tool: string,
  command: string,
  args: readonly string[],
  signal: AbortSignal,
  cwd?: string,
  onLine?: (line: string) => void,
): Promise<{ stdout: string; stderr: string }> {
  const [program, ...prefix] = command.split(/\s+/);
  return runProgram(tool, program!, [...prefix, ...args], { signal, cwd, onLine });
}

/** The site's command line from an environment variable, or null when it is not set. */
export const configuredCommand = (variable: string, env: Record<string, string | undefined> = process.env) =>
  env[variable]?.trim() || null;
