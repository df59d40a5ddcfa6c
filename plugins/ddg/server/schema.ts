import { z } from 'zod';
import { fieldSchema, freeName, id, jobFields, json, provenance, typeSchemas } from '@bench/sdk/backend';
import { ddgFields } from '../src/model.ts';

/** spec 2 §3: DDG results (state 0 initialised, 1 running, 2 executed). */
export const ddgResults = typeSchemas({
  name: freeName,
  pose_id: id,
  pose_name: z.string(),
  pose_collection_id: id.nullable(),
  unit: z.enum(['kcal', 'reu']),
  ddgVersion: z.number().int(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  selector: fieldSchema(ddgFields.selector),
  results: fieldSchema(ddgFields.results),
  // written by the job pipeline only: each scored cell's spread over its repeats
  spreads: json.nullable(),
  ...provenance,
  ...jobFields,
});
