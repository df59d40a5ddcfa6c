import type { ServerEntry } from '@bench/sdk/backend';
import { engines } from '../src/engine.ts';
import { actionModels } from '../src/model.ts';

/** The server half: what the server prices, checks and runs of this plugin. */
export const server: ServerEntry = { jobs: actionModels, engines };
