import type { ServerEntry } from '@bench/sdk/backend';
import { actionModels } from '../src/model.ts';
import { engines } from '../src/engine.ts';
import { settings } from '../src/settings.ts';
import { ddgResultItemRules, registerDdgRoutes } from './routes.ts';
import { ddgResults } from './schema.ts';
import { ddgResultSubject } from './subject.ts';

/** DDG's server half: its result items (spec 2 §3), their job subject, and run and cancel. */
export const server: ServerEntry = {
  jobs: actionModels,
  engines,
  settings,
  entities: [
    {
      type: 'ddg_results',
      schemas: ddgResults,
      subject: ddgResultSubject,
      rules: (host) => ddgResultItemRules(host.runnerOf('ddg_results')?.counter),
    },
  ],
  routes: registerDdgRoutes,
};
