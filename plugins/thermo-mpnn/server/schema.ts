import { z } from 'zod';
import { freeName, id, jobFields, json, provenance, typeSchemas } from '@bench/server/plugin';

/** spec 2 §3: ThermoMPNN items (`inputs` names the structure; `outputs` is written by the job pipeline). */
export const thermoMpnns = typeSchemas({
  name: freeName,
  inputs: json,
  outputs: json,
  status: z.string().max(50),
  pose_collection_id: id.nullable(),
  ...provenance,
  ...jobFields,
});
