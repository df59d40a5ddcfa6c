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
