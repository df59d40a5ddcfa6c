/** The JSON contract of the homology-modelling worker (python/hm_worker.py). */

/** One alignment in the spec's shape (spec 2 §3, spec 3 §10). */
export interface HmAlignment {
  query_aln_seq: string;
  /** 1-based position in the target of the first aligned residue */
  query_start: number;
  /** '<PDB id>.<chain>' for library templates, '<structure name>.<chain>' for project and site templates */
  target_tag: string;
  target_aln_seq: string;
  /** 1-based position in the template chain's observed residues */
  target_start: number;
  /** exp(−E): one minus the BLAST P-value, E over a fixed 5-million-residue search space */
  p_correct: number;
  /** what the template table shows (single-chain and complex replies alike) */
  source?: 'project' | 'library' | 'site';
  /** BLAST percent identity over the aligned columns */
  identity?: number;
  /** fraction of target residues aligned to a template residue */
  coverage?: number;
  evalue?: number;
  /** Å, from the template's header; null when not stated (the ProMod3 library's chains) */
  resolution?: number | null;
  /** the ranking score (python/homology/ranking.py); single-chain replies only */
  score?: number | null;
}

/** Keys starting with 'message' are shown to the user; other keys are details. */
export type ErrorsAndWarnings = Record<string, unknown>;

export interface HmTemplateInput {
  /** the project's pose id, returned with the chosen template */
  id?: string;
  name: string;
  pdb: string;
}

/** What every modelling request may say of its templates. */
export interface HmSearchInput {
  /** the project's structures to search too (single_chain_hm_template_ids) */
  templates?: HmTemplateInput[];
  /** benchmark exclusions: identity cap in percent, PDB ids / structure names */
  exclude?: { max_identity?: number; ids?: string[] };
  /** prefer the project's structures among comparable templates (within the ranking's margin; default true) */
  prefer_project?: boolean;
  /** model on the project's structures only (the user chose them explicitly) */
  selected_only?: boolean;
}

export interface HmInput extends HmSearchInput {
  sequence: string;
  /** carry the chosen template's ligands over to the model */
  ligands?: boolean;
}

/** One chain of a complex: its model chain id, its name in messages ('Heavy chain'), its sequence. */
export interface ComplexChainInput {
  id: string;
  label: string;
  sequence: string;
}

/** Several chains modelled together on distinct chains of one template structure. */
export interface ComplexInput extends HmSearchInput {
  chains: ComplexChainInput[];
  /** the method named in the sequence-length messages ('full-length antibody homology modelling') */
  method: string;
}

export interface HmTemplate {
  tag: string;
  source: 'project' | 'library' | 'site';
  /** the pose id for a project template */
  template_id: string | null;
  /** BLAST percent identity over the alignment */
  identity: number;
  /** fraction of target residues aligned to a template residue */
  coverage: number;
  evalue: number;
  bitscore: number;
  p_correct: number;
  /** Å; null when the template's header does not state it */
  resolution: number | null;
  /** the ranking score; null for complexes (ranked by summed bit score) */
  score: number | null;
}

/** ProMod3 backbone statistical potential per residue (lower is better; python/homology/quality.py). */
export interface HmQuality {
  /** mean over the model's residues */
  global: number;
  /** per residue, the mean over a 9-residue window centred on it (also the model's B-factors) */
  residues: { chain: string; number: number; code: string; score: number }[];
}

export interface HmModel {
  residues: number;
  /** the modelled residues' sequence, chains joined by '/' */
  sequence: string;
  ligands: string[];
  pdb: string;
  /** the quality estimate (single-chain and complex models) */
  quality?: HmQuality;
}

export interface HmResult {
  /** null when no model was built; errors_and_warnings.message says why */
  model: HmModel | null;
  template: HmTemplate | null;
  /** why this template was chosen, in a sentence */
  choice?: string;
  alignments: HmAlignment[];
  errors_and_warnings: ErrorsAndWarnings;
  searched?: Record<string, number>;
  timings?: Record<string, number>;
}

export interface ComplexTemplate extends HmTemplate {
  /** the model chain it templates */
  chain: string;
}

export interface ComplexResult {
  /** null when no model was built; errors_and_warnings.message says why */
  model: HmModel | null;
  /** the template structure's name (a project structure, a PDB id, a site file's stem) */
  structure?: string;
  /** one per chain, in the order of the input's chains */
  templates: ComplexTemplate[];
  /** the chosen chains' alignments first, then those of other structures */
  alignments: HmAlignment[];
  errors_and_warnings: ErrorsAndWarnings;
  searched?: Record<string, number>;
  timings?: Record<string, number>;
}

export interface HmDetection {
  ready: boolean;
  blastp: boolean;
  makeblastdb: boolean;
  library: boolean;
  promod3?: string;
  ost?: string;
  problem?: string;
}
