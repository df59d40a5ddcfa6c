/** What a launch asks for and what it gives back, the same here and on a cluster. */
import { StringDecoder } from 'node:string_decoder';

export interface LaunchRequest {
  /** what runs, for messages and the Slurm job name: 'molecular-mechanics worker', 'ColabFold' */
  label: string;
  /** the program, or with `shell` a whole command line for /bin/sh */
  program: string;
  args?: readonly string[];
  shell?: boolean;
  /** working directory; on a cluster it must be below BENCH_SLURM_WORKDIR (every node sees it) */
  cwd?: string;
  /** written to the program's standard input */
  stdin?: string;
  /** cancels the run: the process group is killed, or the Slurm job cancelled */
  signal?: AbortSignal;
  /** stops the run after this long (ms) of running; 0 or absent: no limit */
  timeoutMs?: number;
  /** each line the program prints, as it prints it (on a cluster: as its output file grows) */
  onStdout?(line: string): void;
  /** each piece of stdout as it arrives, before it ends a line (progress bars that print no newline) */
  onStdoutData?(text: string): void;
  onStderr?(line: string): void;
}

export interface LaunchExit {
  /** exit code; null when it ended on a signal or was stopped */
  code: number | null;
  /** the signal that ended it, e.g. 'SIGKILL' */
  signal: string | null;
  stdout: string;
  stderr: string;
  /** set when Bench stopped it: the request's signal aborted, or `timeoutMs` passed */
  stopped: 'cancelled' | 'timeout' | null;
}

export const stoppedExit = (stopped: 'cancelled' | 'timeout', stdout = '', stderr = ''): LaunchExit => ({
  code: null,
  signal: null,
  stdout,
  stderr,
  stopped,
});

/** Collects a stream's text and hands each complete line to `onLine` as it arrives. */
export class LineCollector {
  text = '';
  private partial = '';
  private readonly decoder = new StringDecoder('utf8');

  constructor(
    private readonly onLine?: (line: string) => void,
    private readonly onData?: (text: string) => void,
  ) {}

  push(chunk: Buffer): void {
    const text = this.decoder.write(chunk);
    this.text += text;
    if (text) this.onData?.(text);
    if (!this.onLine) return;
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop()!;
    lines.forEach((line) => this.onLine!(line));
  }

  end(): void {
    const rest = this.decoder.end();
    this.text += rest;
    if (this.onLine && this.partial + rest) this.onLine(this.partial + rest);
    this.partial = '';
  }

  /** Forgets everything: the program started again (a requeued Slurm job). */
  reset(): void {
    this.text = '';
    this.partial = '';
  }
}
