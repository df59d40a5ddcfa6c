import type { ServerEntry } from '@bench/sdk/backend';
import { actionModels, features } from '../src/model.ts';
import { engines } from '../src/engine.ts';
import { settings } from '../src/settings.ts';
import { registerThermoMpnnRoutes, thermoMpnnItemRules } from './routes.ts';
import { thermoMpnns } from './schema.ts';
import { thermoMpnnSubject } from './subject.ts';

/** ThermoMPNN's server half: its items (spec 2 §3), their job subject, and run. */
export const server: ServerEntry = {
  jobs: actionModels,
  engines,
  features,
  settings,
  entities: [
    { type: 'thermo_mpnns', schemas: thermoMpnns, subject: thermoMpnnSubject, rules: () => thermoMpnnItemRules },
  ],
  routes: registerThermoMpnnRoutes,
};
