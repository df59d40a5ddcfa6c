import type { ServerEntry } from '@bench/sdk/backend';
import { actionModels } from '../src/model.ts';
import { engines } from '../src/engine.ts';
import { epitopePredictionItemRules, epitopeViewItemRules, registerEpitopeRoutes } from './routes.ts';
import { epitopePredictions, epitopePredictionViews } from './schema.ts';
import { epitopePredictionSubject } from './subject.ts';

/** The epitope plugin's server half: predictions (spec 2 §3) with their job subject, views that make and run them, and run. */
export const server: ServerEntry = {
  jobs: actionModels,
  engines,
  entities: [
    {
      type: 'epitope_predictions',
      schemas: epitopePredictions,
      subject: epitopePredictionSubject,
      rules: () => epitopePredictionItemRules,
    },
    { type: 'epitope_prediction_views', schemas: epitopePredictionViews, rules: epitopeViewItemRules },
  ],
  routes: registerEpitopeRoutes,
};
