import type { ServerEntry } from '@bench/sdk/backend';
import { engines } from '../src/engines.ts';
import { actionModels, features } from '../src/model.ts';
import { settings } from '../src/settings.ts';

/** AI folding's server half: its job, the engine of its three programs, its feature and settings; predictions are stored by structure-prediction. */
export const server: ServerEntry = { jobs: actionModels, engines, features, settings };
