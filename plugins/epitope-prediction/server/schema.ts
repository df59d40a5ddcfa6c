import { z } from 'zod';
import { freeName, id, json, structureJobFields, typeSchemas } from '@bench/sdk/backend';

/** spec 2 §3: epitope predictions (`outputs` is the engine's table, written by the job pipeline). */
export const epitopePredictions = typeSchemas(structureJobFields);

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
