/** @bench/family-mutation-scan/engine: what the scan plugins' simulated engines share (server only). */
export { simulatedStabilityChange } from './simulated.ts';
