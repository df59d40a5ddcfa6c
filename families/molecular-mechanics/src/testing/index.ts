/** @bench/family-molecular-mechanics/testing: the suites the family's plugins' tests run (tests only). */
export { relaxBandsCostSuite } from './costSuite.ts';
export { repeatsOnlyModelSuite, structuresOnlyModelSuite } from './modelSuites.ts';
