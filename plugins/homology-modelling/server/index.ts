import type { ServerEntry } from '@bench/sdk/backend';
import { engines } from '../src/engine.ts';
import { actionModels, features } from '../src/model.ts';

/** Homology modelling's server half: Single-Chain HM, its engine and its features; predictions are stored by structure-prediction. */
export const server: ServerEntry = { jobs: actionModels, engines, features };
