/**
 * @bench/family-design/engine (server only): the design family's engines' shared parts — the
 * simulated design step, the worker items of a design (`designRepeats`), the family's Python folder
 * for `openmmEngine({ python: [DESIGN_PYTHON] })`, and the search's packing energy of given sequences
 * for tests and benchmarks.
 */
export { designArgs, type DesignArgs, designRepeats } from './plan.ts';
export { DESIGN_PYTHON } from './python.ts';
export { sequenceEnergies } from './sequenceEnergies.ts';
export { designedPose } from './simulated.ts';
