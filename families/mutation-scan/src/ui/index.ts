/** @bench/family-mutation-scan/ui: the position × amino-acid heat grid and its colour legend (browser only). */
export { type HeatCell, HeatGrid, type HeatGridProps, type HeatGridRow } from './HeatGrid.tsx';
export { HeatLegend, type HeatLegendProps } from './HeatLegend.tsx';
