import { z } from 'zod';
import { id, json, provenance, typeSchemas, freeName } from './common.ts';

/** spec 1 §3: actions (jobs); status and results are written by the server's job runner. */
export const actions = typeSchemas({
  name: freeName,
  input: json,
  score_function: z.string().nullable(),
  results: z.union([z.array(z.unknown()), json]),
  job_id: z.string().nullable(),
  status: z.string().max(50),
  is_executed: z.boolean(),
  results_collection_id: id.nullable(),
  verification: z.strictObject({ verified: z.boolean(), message: z.string().nullable().optional() }).nullable(),
  sequence_results: json.nullable(),
  cost: z.number().nullable(),
  message: z.string().nullable(),
  ...provenance,
  // written by the job pipeline only; accepted (and dropped) so a client may echo the item back
  task_id: z.number().int().nullable(),
  price: z.number().nullable(),
  progress: json.nullable(),
  error_message: z.string().nullable(),
  notes: z.array(z.string()),
});

/** Written by the job pipeline on items it runs other than actions; accepted (and dropped) so a client may echo them. */
const jobFields = {
  job_status: z.string().max(50),
  job_id: z.string().nullable(),
  price: z.number().nullable(),
  progress: json.nullable(),
  error_message: z.string().nullable(),
  notes: z.array(z.string()),
  method: json.nullable(),
};

/** spec 2 §3: DDG results (state 0 initialised, 1 running, 2 executed). */
export const ddgResults = typeSchemas({
  name: freeName,
  pose_id: id,
  pose_name: z.string(),
  pose_collection_id: id.nullable(),
  unit: z.enum(['kcal', 'reu']),
  ddgVersion: z.number().int(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  selector: z.union([z.string(), json]).nullable(),
  results: json,
  // written by the job pipeline only: each scored cell's spread over its repeats
  spreads: json.nullable(),
  ...provenance,
  ...jobFields,
});

export const thermoMpnns = typeSchemas({
  name: freeName,
  inputs: json,
  outputs: json,
  status: z.string().max(50),
  pose_collection_id: id.nullable(),
  ...provenance,
  ...jobFields,
});

export const epitopePredictions = typeSchemas({
  name: freeName,
  inputs: json,
  outputs: json,
  status: z.string().max(50),
  pose_collection_id: id.nullable(),
  ...provenance,
  ...jobFields,
});

/** `inputs` (alleles, lengths) go to the view's predictions when it is created; the view does not keep them. */
export const epitopePredictionViews = typeSchemas(
  {
    name: freeName,
    epitope_prediction_ids: z.array(id),
    pose_ids: z.array(id),
    unit: z.enum(['rank', 'nM']),
    inputs: json,
  },
  { updatable: ['name', 'epitope_prediction_ids', 'pose_ids', 'unit'] },
);
