import type { EntityType } from '@bench/sdk/model';
import type { TypeSchemas } from './common.ts';
import { actions, ddgResults, epitopePredictions, epitopePredictionViews, thermoMpnns } from './analyses.ts';
import { notifications, promotions, sessions } from './platform.ts';
import { structurePredictionGroups, structurePredictions } from './predictions.ts';
import { freeLigands, poseCollections, poses, selectors, sequenceCollections, sequences } from './structures.ts';

export const TYPE_SCHEMAS: Record<EntityType, TypeSchemas> = {
  sessions,
  promotions,
  notifications,
  pose_collections: poseCollections,
  poses,
  sequence_collections: sequenceCollections,
  sequences,
  selectors,
  free_ligands: freeLigands,
  actions,
  ddg_results: ddgResults,
  thermo_mpnns: thermoMpnns,
  epitope_predictions: epitopePredictions,
  epitope_prediction_views: epitopePredictionViews,
  structure_predictions: structurePredictions,
  structure_prediction_groups: structurePredictionGroups,
};

export { SERVER_FIELDS, id, ids } from './common.ts';
export type { TypeSchemas } from './common.ts';
