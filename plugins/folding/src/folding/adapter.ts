/** What an AI-folding adapter is: one program's command-line contract (server side). */
import type { AiFoldingInput } from '../model.ts';
import type { PredictedModel } from './models.ts';
import type { FoldingProgram } from './programs.ts';

export interface FoldRequest {
  input: AiFoldingInput;
  /** the site's command line (program and site options) */
  command: string;
  /** a fresh directory of this job */
  workDir: string;
  signal: AbortSignal;
}

export interface FoldRun {
  models: PredictedModel[];
  /** the adapter's own arguments as run (after the site's command) */
  arguments: string[];
  notes?: string[];
}

export interface FoldingAdapter {
  program: FoldingProgram;
  /** writes the program's input, runs it and reads the models it wrote */
  fold(request: FoldRequest): Promise<FoldRun>;
}
