import type { ServerEntry } from '@bench/sdk/backend';
import { ddgResultItemRules, registerDdgRoutes } from './routes.ts';
import { ddgResults } from './schema.ts';
import { ddgResultSubject } from './subject.ts';

/** DDG's server half: its result items (spec 2 §3), their job subject, and run and cancel. */
export const server: ServerEntry = {
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
