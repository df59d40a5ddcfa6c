import type { ServerEntry } from '@bench/sdk/backend';
import {
  registerStructurePredictionRoutes,
  structurePredictionGroupItemRules,
  structurePredictionItemRules,
} from './routes.ts';
import { checkPredictionLimits, structurePredictionGroups, structurePredictions } from './schema.ts';
import { structurePredictionSubject } from './subject.ts';

/**
 * Structure prediction's server half: predictions (spec 2 §3) with their job subject, their groups, and members,
 * submit and alignments. The family's method plugins run the predictions; their models name these types as `runs`.
 */
export const server: ServerEntry = {
  entities: [
    {
      type: 'structure_predictions',
      schemas: structurePredictions,
      subject: structurePredictionSubject,
      checkLimits: checkPredictionLimits,
      rules: structurePredictionItemRules,
    },
    {
      type: 'structure_prediction_groups',
      schemas: structurePredictionGroups,
      rules: () => structurePredictionGroupItemRules,
    },
  ],
  routes: registerStructurePredictionRoutes,
};
