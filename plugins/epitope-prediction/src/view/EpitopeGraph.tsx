import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { unitLabel, entryValue, type EpitopeRow, type EpitopeUnit } from '../model.ts';
import { AlleleLegend } from './AlleleLegend.tsx';
import { alleleStyles, axisSize, bindingAxisTitle, CUTOFF_LINE, MUTED } from './graphStyle.ts';
import { LinePainter } from './linePainter.ts';

export interface EpitopeGraphProps {
  rows: readonly EpitopeRow[];
  alleles: readonly string[];
  unit: EpitopeUnit;
  cutoff: number;
  /** a click on the plot: the peptide starting at that position */
  onPick(position: number): void;
}

/**
 * Binding along the sequence, one line per allele, the cutoff as a dashed line (uPlot). Lower is
 * stronger, so the y axis is log-scaled for nM; clicking picks the position under the cursor. One
 * allele at a time is highlighted in its colour over the others in grey (the first at the start), so
 * eight lines do not tangle. uPlot draws every allele in grey; the coloured lines are painted over
 * that drawing, so choosing another allele repaints one line, not the plot (linePainter.ts).
 */
export function EpitopeGraph({ rows, alleles, unit, cutoff, onPick }: EpitopeGraphProps) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const highlighted =
    chosen === undefined ? (alleles[0] ?? null) : chosen !== null && !alleles.includes(chosen) ? null : chosen;
  const styles = useMemo(() => alleleStyles(alleles, highlighted), [alleles, highlighted]);
  const style = useRef(styles);
  style.current = styles;
  const plotRef = useRef<{ plot: uPlot; painter: LinePainter } | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = rows.map((r) => r.epitope_begin_seqpos);
    const lines = alleles.map((allele) =>
      rows.map((row) => {
        const entry = row.epitope_data.find((e) => e.allele_name === allele);
        return entry ? entryValue(entry, unit) : null;
      }),
    );
    const painter = new LinePainter(xs, lines, cutoff);
    performance.mark('epitope-graph:build');
    const plot = new uPlot(
      {
        width: element.clientWidth || 800,
        height: 320,
        scales: { x: { time: false }, y: unit === 'nM' ? { distr: 3 } : { range: [0, 100] } },
        axes: [{ label: 'Position' }, { label: bindingAxisTitle(unit), size: (_u, values) => axisSize(values) }],
        legend: { show: false },
        cursor: { points: { show: false } },
        series: [
          {},
          ...alleles.map((allele) => ({ label: allele, stroke: MUTED, width: 1, points: { show: false } })),
          {
            label: `cutoff ${cutoff} ${unitLabel(unit)}`,
            ...CUTOFF_LINE,
            dash: [...CUTOFF_LINE.dash],
            points: { show: false },
          },
        ],
        hooks: {
          ready: [
            (u) =>
              u.over.addEventListener('click', () => {
                const index = u.cursor.idx;
                if (index !== null && index !== undefined && xs[index] !== undefined) pick.current(xs[index]);
              }),
          ],
          draw: [(u) => painter.drawn(u, style.current)],
        },
      },
      [xs, ...lines, xs.map(() => cutoff)] as uPlot.AlignedData,
      element,
    );
    plotRef.current = { plot, painter };
    performance.mark('epitope-graph:drawn');
    // the plot follows its box: a narrower window or an opened side panel must not cut it off
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== plot.width)
        plot.setSize({ width: element.clientWidth, height: plot.height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plotRef.current = null;
      plot.destroy();
    };
  }, [rows, alleles, unit, cutoff]);

  useEffect(() => {
    const current = plotRef.current;
    if (!current) return;
    current.painter.restyle(current.plot, styles);
    performance.mark('epitope-graph:drawn');
  }, [styles]);

  return (
    <figure className="bn-epitope__figure">
      <AlleleLegend alleles={alleles} highlighted={highlighted} onHighlight={setChosen} />
      <div ref={host} className="bn-epitope__graph" role="img" aria-label="Binding along the sequence" />
      <figcaption className="bn-hint">
        Dashed line: the cutoff, {cutoff} {unitLabel(unit)}. Choose an allele to highlight it; choose it again to show
        all in colour.
      </figcaption>
    </figure>
  );
}
