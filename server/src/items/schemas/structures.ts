import { z } from 'zod';
import { stripInvalidSelectorChars } from '@bench/structure';
import { id, json, provenance, typeSchemas, validName, freeName } from './common.ts';

const selection = {
  is_visible: z.boolean(),
  is_selected: z.boolean(),
  index: z.number().int().min(0),
};

/** spec 2 §3: pose collections and poses. */
export const poseCollections = typeSchemas({
  name: validName,
  type: z.string().max(100).nullable(),
  is_raw: z.boolean(),
  is_read: z.boolean(),
  are_poses_indexed: z.boolean(),
  comparing_collections: z.array(id),
  ipsae_columns: z.array(z.string()),
  ...provenance,
});

/**
 * Structure facts: computed from the structure file when it is stored (the loader's assembly, a
 * job's results) and the only input of prices and availability rules, so no client writes them.
 */
export const POSE_STRUCTURE_FACTS = [
  'sequence',
  'report',
  'has_ligands',
  'has_nucleic_acids',
  'atom_count',
  'residue_count',
] as const;
const STRUCTURE_FACT =
  'is computed by the server from the structure file and cannot be written; load the structure to change it';

export const poses = typeSchemas(
  {
    name: freeName,
    score: z.number().nullable(),
    rms: z.number().nullable(),
    score_terms: json,
    pose_collection_id: id,
    ligand_params_url: z.string().nullable(),
    ...selection,
    ...provenance,
  },
  { computed: Object.fromEntries(POSE_STRUCTURE_FACTS.map((field) => [field, STRUCTURE_FACT])) },
);

/** spec 2 §3: sequence collections and sequences. */
export const sequenceCollections = typeSchemas({
  name: validName,
  type: z.string().max(100).nullable(),
  is_read: z.boolean(),
  are_sequences_indexed: z.boolean(),
  sequences: z.number().int().min(0),
  ...provenance,
});

export const sequences = typeSchemas({
  name: freeName,
  sequence: z.string(),
  sequence_collection_id: id,
  selected_residues: z.array(z.number().int()),
  ...selection,
  ...provenance,
});

const ascendingPositions = z
  .array(z.number().int().min(1))
  .refine((list) => list.every((value, i) => i === 0 || value > list[i - 1]), 'positions must be ascending');

/** Selector names also allow ';' (spec 2 §5). */
const selectorName = z
  .string()
  .refine(
    (name) => stripInvalidSelectorChars(name) === name,
    'may contain only letters, digits, whitespace and : . - _ & + ( ) % , ;',
  );

/** spec 1 §3: selectors hold ascending 1-based residue positions. */
export const selectors = typeSchemas({ name: selectorName, positions: ascendingPositions });

export const freeLigands = typeSchemas({
  name: freeName,
  smiles: z.string().nullable(),
  sdf: z.string().nullable(),
  format: z.string().max(50),
  // written by prepareLigands (spec 3 §7: ligand import queries model_type 'ligand')
  model_type: z.string().max(50),
  formula: z.string().max(200).nullable(),
  atom_count: z.number().int().min(0),
  heavy_atom_count: z.number().int().min(0),
  data_fields: z.record(z.string(), z.string()),
  source_file: z.string().max(500),
  ...provenance,
});
