import { execFile } from 'node:child_process';

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
 * Runs a program (no shell); a failure names `label` and the last lines of its error output, a
 * cancel says so.
 */
export function runProgram(label: string, program: string, args: readonly string[], options: ProgramRun = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(program, [...args], { signal: options.signal, cwd: options.cwd, timeout: options.timeout ?? 0, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve({ stdout, stderr });
      if (options.signal?.aborted) return reject(new Error('The job was cancelled.'));
      reject(new Error(`${label} failed: ${(stderr || stdout || error.message).trim().split('\n').slice(-3).join(' ')}`));
    });
    const { onLine, onData } = options;
    if (onData) child.stdout?.on('data', (chunk: string | Buffer) => onData(chunk.toString()));
    if (!onLine) return;
    let partial = '';
    child.stdout?.on('data', (chunk: string | Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      lines.forEach((line) => onLine(line));
    });
    child.stdout?.on('end', () => partial && onLine(partial));
  });
}

/**
 * Runs a site's configured command line (`program [site options…]`) with the adapter's own
 * arguments, in `cwd`, stopped by the job's signal; `onLine` sees its stdout line by line as it
 * runs; resolves with what it printed.
 */
export async function runCommand(
  tool: string, command: string, args: readonly string[], signal: AbortSignal, cwd?: string, onLine?: (line: string) => void,
): Promise<{ stdout: string; stderr: string }> {
  const [program, ...prefix] = command.split(/\s+/);
  return runProgram(tool, program!, [...prefix, ...args], { signal, cwd, onLine });
}

/** The site's command line from an environment variable, or null when it is not set. */
export const configuredCommand = (variable: string, env: Record<string, string | undefined> = process.env) => env[variable]?.trim() || null;
