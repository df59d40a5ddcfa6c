/** @bench/family-structure-prediction/homology (server only): the homology-modelling worker and what its engines share. */
export type * from './types.ts';
export { hmSettings, type HmSettings } from './settings.ts';
export {
  buildComplexModel,
  buildHomologyModel,
  detectHomologyModelling,
  prepareTemplateLibrary,
  type HmRunOptions,
} from './worker.ts';
export { builtOrFail, homologyModellingReady, projectTemplates } from './replies.ts';
