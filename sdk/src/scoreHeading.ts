import type { ScoreColumn } from './viewerData.ts';

/** A score column's heading with its unit, wherever a person reads it (table, CSV, plot axis): 'Score (kcal/mol)'. */
export function scoreHeading(column: Pick<ScoreColumn, 'label' | 'unit'>): string {
  return column.unit ? `${column.label} (${column.unit})` : column.label;
}
