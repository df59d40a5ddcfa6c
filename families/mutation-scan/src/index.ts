/**
 * @bench/family-mutation-scan: what the site-scan jobs (DDG and ThermoMPNN, `"family":
 * "mutation-scan"`) share: heat-map colouring of a position × amino-acid grid, its colour
 * settings and its CSV. No React; the grid and its legend are in '@bench/family-mutation-scan/ui', the
 * simulated engines' stability change in '@bench/family-mutation-scan/engine' (server only).
 */
export { positionLetterCsv } from './gridCsv.ts';
export { type HeatScale, heatOf } from './heat.ts';
export { type HeatColours, heatColourSettings, heatColoursOf } from './heatSettings.ts';
