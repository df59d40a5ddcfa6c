import type { ServerEntry } from '@bench/sdk/backend';
import { engines } from '../src/engines.ts';
import { actionModels, features } from '../src/model.ts';

/** Antibody modelling's server half: its two jobs, their engines and the full-length feature; predictions are stored by structure-prediction. */
export const server: ServerEntry = { jobs: actionModels, engines, features };
