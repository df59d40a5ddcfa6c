import { z } from 'zod';
import { LIGANDS_FROM_TEMPLATE } from '@bench/family-structure-prediction';
import { checkSequence, freeName, id, json, provenance, typeSchemas, type ItemLimits } from '@bench/sdk/backend';

const status = z.enum(['created', 'submitted', 'running', 'completed', 'failed']);

/** spec 2 §3: structure predictions (AI folding, homology modelling) and their groups. */
export const structurePredictions = typeSchemas({
  name: freeName,
  type: z.string().max(100),
  model_type: z.string().max(100).nullable(),
  status,
  collection_id: id.nullable(),
  group_id: id.nullable(),
  single_chain_hm_template_ids: z.array(z.string()),
  single_chain_hm_ligands_id: z.literal(LIGANDS_FROM_TEMPLATE).nullable(),
  errors_and_warnings: json,
  input: json,
  alignments: z.array(json),
  ...provenance,
});

export const structurePredictionGroups = typeSchemas({
  name: freeName,
  type: z.string().max(100),
  member_ids: z.array(id),
  submitted: z.boolean(),
});

/** Each sequence of a prediction's input stays within BENCH_MAX_SEQUENCE_LENGTH. */
export function checkPredictionLimits(body: Record<string, unknown>, limits: ItemLimits): void {
  const input = (body.input ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input))
    if (typeof value === 'string') checkSequence(`input.${key}`, value, limits);
}
