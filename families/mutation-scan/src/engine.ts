/**
 * @bench/family-mutation-scan/engine (server only): what the scan plugins' engines share — the simulated
 * stability change, and the folder of the family's Python (`python/`: the ThermoMPNN-class head) their steps import.
 */
export { MUTATION_SCAN_PYTHON } from './python.ts';
export { simulatedStabilityChange } from './simulated.ts';
