import type { ServerEntry } from '@bench/sdk/backend';
import { engines } from './engine.ts';
import { actionModels } from './model.ts';

/** The test jobs' server half: their models and engines (tests/api). */
export const server: ServerEntry = { jobs: actionModels, engines };
