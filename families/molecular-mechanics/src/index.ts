/**
 * @bench/family-molecular-mechanics: the code Prepare, Minimize, Repack and Relax share and no
 * library holds (no React, no Node): the Relax price, which Relax Design pays too (the design family
 * builds on this one). The engines are `./engine`, the tests' suites `./testing`.
 */
export { relaxAtomCountCost } from './cost.ts';
