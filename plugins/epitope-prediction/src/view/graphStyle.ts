/** How the epitope graph reads: one allele highlighted in its colour over the others in grey, honest axis titles. */
import type { EpitopeUnit } from '../model.ts';

export const ALLELE_COLOURS = ['#1d5fa8', '#c0392b', '#1e8449', '#8e44ad', '#d68910', '#17a589', '#2c3e50', '#a04000'];
/** Every allele's line as uPlot draws it; the coloured ones are painted over it (linePainter.ts). */
export const MUTED = 'rgba(120, 130, 140, 0.35)';

/** The cutoff's dashed line, drawn over the allele lines. */
export const CUTOFF_LINE = { stroke: '#434c56', dash: [6, 4], width: 1.5 } as const;

export interface LineStyle {
  stroke: string;
  width: number;
  /** painted in its colour over the grey drawing */
  coloured: boolean;
}

export const alleleColour = (index: number) => ALLELE_COLOURS[index % ALLELE_COLOURS.length]!;

/** Line style per allele: the highlighted one (or every one, when none is) in colour; the rest faint grey. */
export function alleleStyles(alleles: readonly string[], highlighted: string | null): LineStyle[] {
  return alleles.map((allele, k) =>
    highlighted === null || allele === highlighted
      ? { stroke: alleleColour(k), width: highlighted === null ? 1 : 2.25, coloured: true }
      : { stroke: MUTED, width: 1, coloured: false },
  );
}

/** The y axis says what the number is: a percentile rank or an IC50, both lower = stronger binding. */
export function bindingAxisTitle(unit: EpitopeUnit): string {
  return unit === 'nM' ? 'IC50 (nM), lower = stronger' : 'Percentile rank (%), lower = stronger';
}

/** Width for the y axis: its longest tick label plus room for the title, so the two never overlap. */
export function axisSize(labels: readonly string[] | null | undefined, charWidth = 7): number {
  const longest = Math.max(0, ...(labels ?? []).map((l) => l.length));
  return Math.ceil(longest * charWidth + 34);
}
