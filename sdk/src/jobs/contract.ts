/**
 * Actions and the engines that run them (DESIGN §6). The browser and the server share these types;
 * a plugin's `./model` entry exports `actionModels: ActionModel[]` and its `./engine` entry exports
 * `engines: ActionEngine[]` (server only).
 */
import type { BaseItem } from '../entities.ts';

/** QUEUEING is displayed as RUNNING (spec 1 §4). */
export type ActionStatus = 'INIT' | 'QUEUEING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export type EngineKind = 'simulated' | 'builtin' | 'openmm' | 'external';

export interface ActionItem extends BaseItem {
  name: string;
  /** the session's action counter at creation; shown with the name */
  task_id: number;
  job_id: string | null;
  status: ActionStatus;
  is_executed: boolean;
  results_collection_id: string | null;
  score_function: string | null;
  results: unknown[];
  verification: { verified: boolean; message?: string | null } | null;
  sequence_results: { fasta_data: string; sequence_collection_name: string; sequence_collection_id: string } | null;
  /** `input.task` is the task's wire name where its plugin declares one, else the task */
  input: { task: string; pose_ids: string[]; collection_id: string | null; [field: string]: unknown };
  /** which engine ran (or will run) the job */
  engine?: EngineKind | null;
  /** how the engine made the results (its `method`: program, version, arguments), once COMPLETED */
  method?: Record<string, unknown> | null;
  /** the engine's plain-language notes on the results (units, what was left out), once COMPLETED */
  notes?: string[] | null;
  /** live progress while RUNNING */
  progress?: { step: string; percent: number } | null;
  error_message?: string | null;
  /** credits charged for the run (refunded on failure) */
  price?: number | null;
}

// ---------- engines (server side) ----------
export interface EngineSourcePose {
  _id: string;
  name: string;
  index?: number;
  sequence?: string;
  /** structure text (PDB) */
  pdb: string;
}

export interface EngineContext<I = Record<string, unknown>> {
  action: { _id: string; name: string; task_id: number; input: I & { task: string } };
  poses: readonly EngineSourcePose[];
  /** selector positions by selector id ('all' included) */
  selectors: Readonly<Record<string, readonly number[]>>;
  /** free ligands by id, with their structure text (SDF/MOL) */
  freeLigands: Readonly<Record<string, { name: string; sdf: string }>>;
  /** the result cap and every plugin's public settings (those the model `reads` are there) */
  settings: Readonly<Record<string, unknown>> & { maxResults: number };
  /** a seed derived from the action id: the same input gives the same results */
  seed: number;
  /** live progress (throttled by the pipeline) */
  progress(step: string, percent: number): void;
  /** aborted on cancel or timeout; engines stop promptly */
  signal: AbortSignal;
  /** a fresh directory for external tools */
  workDir: string;
}

export interface EnginePose {
  name: string;
  pdb: string;
  sequence: string;
  score?: number | null;
  rms?: number | null;
  score_terms?: Record<string, unknown>;
}

/**
 * What an engine says about a number it writes on its poses (`score`, `rms` or a `score_terms`
 * key): its unit ('kcal/mol', 'Å', 'REU'; '' for a pure number or a count) and, where the
 * platform's column name would mislead, its own label ('Ligand centroid distance' for `rms`).
 * A collection with declarations shows only what they name: `score` always, `rms` and each derived
 * energy sum when declared, and a term with a `column` number as a column of its own (table, scores
 * CSV, plot axes), in that number's order (stored declarations keep no key order); `description`
 * says on hover what the number is ('minus the DFIRE score; lower is better').
 */
export interface ScoreDeclaration {
  unit: string;
  label?: string;
  column?: number;
  description?: string;
}
export type ScoreDeclarations = Record<string, ScoreDeclaration>;

export interface EngineResult {
  engine: EngineKind;
  /** results collection (poses); named after the action unless given; `declarations` name the units of its numbers */
  collection?: {
    name?: string;
    type?: string | null;
    is_raw?: boolean;
    poses: EnginePose[];
    settings?: Record<string, unknown>;
    declarations?: ScoreDeclarations;
  };
  /** a sequence collection (ProteinMPNN) */
  sequences?: { name?: string; records: { name: string; sequence: string; score?: number | null }[] };
  verification?: { verified: boolean; message?: string | null };
  /** plain-language notes shown in the action tab (e.g. 'ligands were removed before minimisation') */
  notes?: string[];
  /**
   * a position × amino-acid grid of values (DDG, ThermoMPNN): 1-based position → letter → value;
   * `spreads`, where the engine repeats each value, the spread over its independent repeats
   */
  grid?: { values: Record<string, Record<string, number>>; originals?: Record<string, string>; spreads?: GridSpreads };
  /** how the numbers were made (method, force field, settings), shown beside them */
  method?: Record<string, unknown>;
  /** a job subject's own structured output, stored as it is (an epitope prediction's table) */
  output?: Record<string, unknown>;
}

export interface ActionEngine<I = Record<string, unknown>> {
  /** the task it runs (the product name its plugin's model declares) */
  task: string;
  kind: EngineKind;
  /** true when this engine can run on this machine (e.g. its tools are installed) */
  available?(): Promise<boolean>;
  run(context: EngineContext<I>): Promise<EngineResult>;
}

/** A grid value's spread (standard deviation, the value's unit) over its `repeats` independent repeats. */
export interface CellSpread {
  spread: number;
  repeats: number;
}
/** 1-based position → letter → the spread of that cell's value */
export type GridSpreads = Record<string, Record<string, CellSpread>>;
