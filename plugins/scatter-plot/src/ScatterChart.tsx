import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  extent,
  niceTicks,
  projection,
  tickLabels,
  SELECTED_COLOUR,
  SERIES_COLOURS,
  type Box,
  type ScatterSeries,
} from './model.ts';
import { paintPoints } from './paintPoints.ts';
import './scatter-plot.css';

interface ScatterChartProps {
  series: ScatterSeries[];
  selected: ReadonlySet<string>;
  xLabel: string;
  yLabel: string;
  /** a box dragged on the plot, in data units */
  onBox(box: Box): void;
}

const SIZE = 4;
const TICKS: Pick<uPlot.Axis, 'splits' | 'values'> = {
  splits: (_u, _axis, min, max) => niceTicks(min, max).values,
  values: (_u, splits) => tickLabels(splits),
};

/** uPlot draws axes, grid and the drag box; the points are painted straight onto its canvas (100,000 stay fast). */
export function ScatterChart({ series, selected, xLabel, yLabel, onBox }: ScatterChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef({ series, selected, onBox });
  latest.current = { series, selected, onBox };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    performance.mark('scatter-plot:build');
    const drawPoints = (u: uPlot) => {
      const { ctx } = u;
      const { left, top, width, height } = u.bbox;
      ctx.save();
      ctx.beginPath();
      ctx.rect(left, top, width, height);
      ctx.clip();
      const { series: all, selected: chosen } = latest.current;
      // both scales are linear: one multiply-add per coordinate instead of valToPos per point
      const scale = (key: 'x' | 'y') => {
        const { min = 0, max = 1 } = u.scales[key]!;
        return projection(min, max, u.valToPos(min, key, true), u.valToPos(max, key, true));
      };
      const toX = scale('x');
      const toY = scale('y');
      const half = (SIZE * devicePixelRatio) / 2;
      paintPoints(
        ctx,
        u.bbox,
        all.map((s, k) => ({ xs: s.xs, ys: s.ys, colour: SERIES_COLOURS[k % SERIES_COLOURS.length] })),
        toX,
        toY,
        Math.round(half * 2),
      );
      if (chosen.size > 0) {
        ctx.fillStyle = SELECTED_COLOUR;
        ctx.strokeStyle = '#1d2329';
        for (const s of all)
          for (let i = 0; i < s.xs.length; i++) {
            if (!chosen.has(s.ids[i])) continue;
            ctx.fillRect(toX(s.xs[i]) - half * 1.5, toY(s.ys[i]) - half * 1.5, half * 3, half * 3);
            ctx.strokeRect(toX(s.xs[i]) - half * 1.5, toY(s.ys[i]) - half * 1.5, half * 3, half * 3);
          }
      }
      ctx.restore();
      performance.mark('scatter-plot:drawn');
    };
    const created = new uPlot(
      {
        width: element.clientWidth || 600,
        height: element.clientHeight || 360,
        mode: 2,
        legend: { show: false },
        cursor: { drag: { x: true, y: true, setScale: false }, points: { show: false } },
        scales: {
          x: { time: false, range: () => extent(latest.current.series, 'xs') },
          y: { range: () => extent(latest.current.series, 'ys') },
        },
        // round ticks whose labels differ however narrow the range (uPlot's own repeat at 3 digits)
        axes: [
          { label: xLabel, ...TICKS },
          { label: yLabel, ...TICKS },
        ],
        series: [{}, { label: 'poses', paths: () => null, points: { show: false } }],
        hooks: {
          draw: [drawPoints],
          setSelect: [
            (u) => {
              const { left, top, width, height } = u.select;
              if (width < 2 || height < 2) return;
              latest.current.onBox({
                xMin: u.posToVal(left, 'x'),
                xMax: u.posToVal(left + width, 'x'),
                yMin: u.posToVal(top + height, 'y'),
                yMax: u.posToVal(top, 'y'),
              });
            },
          ],
        },
      },
      [null, [[], []]] as unknown as uPlot.AlignedData,
      element,
    );
    plot.current = created;
    const observer = new ResizeObserver(() => {
      const size = { width: element.clientWidth, height: element.clientHeight };
      // observing reports the current size once; redrawing 100,000 points for nothing costs a frame
      if (size.width !== created.width || size.height !== created.height) created.setSize(size);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [xLabel, yLabel]);

  // new points or a new selection: rescale and repaint the same plot (not the one just built with them)
  const drawn = useRef({ series, selected });
  useEffect(() => {
    if (drawn.current.series === series && drawn.current.selected === selected) return;
    drawn.current = { series, selected };
    plot.current?.setData([null, [[], []]] as unknown as uPlot.AlignedData, true);
  }, [series, selected]);

  return <div ref={host} className="bn-scatter__chart" data-testid="scatter-chart" />;
}
