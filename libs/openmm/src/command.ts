import { execFile } from 'node:child_process';

/**
 * Runs a site's configured command line (`program [site options…]`) with the adapter's own
 * arguments, in `cwd`, stopped by the job's signal; a failure names the tool and the last lines of
 * its error output.
 */
export function runCommand(tool: string, command: string, args: readonly string[], signal: AbortSignal, cwd?: string): Promise<void> {
  const [program, ...prefix] = command.split(/\s+/);
  return new Promise((resolve, reject) => {
    execFile(program!, [...prefix, ...args], { signal, cwd, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${tool} failed: ${(stderr || error.message).trim().split('\n').slice(-3).join(' ')}`));
      else resolve();
    });
  });
}

/** The site's command line from an environment variable, or null when it is not set. */
export const configuredCommand = (variable: string, env: Record<string, string | undefined> = process.env) => env[variable]?.trim() || null;
