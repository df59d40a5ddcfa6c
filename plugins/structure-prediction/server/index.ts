import type { ServerEntry } from '@bench/sdk/backend';
import { actionModels, features } from '../src/model.ts';
import { engines } from '../src/engines.ts';
import { settings } from '../src/settings.ts';
import {
  registerStructurePredictionRoutes,
  structurePredictionGroupItemRules,
  structurePredictionItemRules,
} from './routes.ts';
import { checkPredictionLimits, structurePredictionGroups, structurePredictions } from './schema.ts';
import { structurePredictionSubject } from './subject.ts';

/** Structure prediction's server half: predictions (spec 2 §3) with their job subject, their groups, and members, submit and alignments. */
export const server: ServerEntry = {
  jobs: actionModels,
  engines,
  features,
  settings,
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
