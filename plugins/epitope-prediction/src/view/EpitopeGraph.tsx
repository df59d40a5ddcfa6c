import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { unitLabel, valueOf, type EpitopeRow, type EpitopeUnit } from '../model.ts';

const COLOURS = ['#1d5fa8', '#c0392b', '#1e8449', '#8e44ad', '#d68910', '#17a589', '#2c3e50', '#a04000'];

export interface EpitopeGraphProps {
  rows: readonly EpitopeRow[];
  alleles: readonly string[];
  unit: EpitopeUnit;
  cutoff: number;
  /** a click on the plot: the peptide starting at that position */
  onPick(position: number): void;
}

/**
 * Binding along the sequence, one line per allele, the cutoff as a dashed line (uPlot: 1,000
 * positions × 26 alleles draw in a few milliseconds). Lower is stronger, so the y axis is log-scaled
 * for nM; clicking picks the position under the cursor.
 */
export function EpitopeGraph({ rows, alleles, unit, cutoff, onPick }: EpitopeGraphProps) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = rows.map((r) => r.epitope_begin_seqpos);
    const lines = alleles.map((allele) => rows.map((row) => {
      const entry = row.epitope_data.find((e) => e.allele_name === allele);
      return entry ? valueOf(entry, unit) : null;
    }));
    const plot = new uPlot(
      {
        width: element.clientWidth || 800,
        height: 320,
        scales: { x: { time: false }, y: unit === 'nM' ? { distr: 3 } : { range: [0, 100] } },
        axes: [{ label: 'Position' }, { label: `Binding (${unitLabel(unit)})` }],
        legend: { show: true, live: false },
        cursor: { points: { show: false } },
        series: [
          {},
          ...alleles.map((allele, k) => ({ label: allele, stroke: COLOURS[k % COLOURS.length], width: 1, points: { show: false } })),
          { label: `cutoff ${cutoff} ${unitLabel(unit)}`, stroke: '#434c56', dash: [6, 4], width: 1.5, points: { show: false } },
        ],
        hooks: {
          ready: [
            (u) =>
              u.over.addEventListener('click', () => {
                const index = u.cursor.idx;
                if (index !== null && index !== undefined && xs[index] !== undefined) pick.current(xs[index]);
              }),
          ],
        },
      },
      [xs, ...lines, xs.map(() => cutoff)] as uPlot.AlignedData,
      element,
    );
    return () => plot.destroy();
  }, [rows, alleles, unit, cutoff]);

  return <div ref={host} className="bn-epitope__graph" role="img" aria-label="Binding along the sequence" />;
}
