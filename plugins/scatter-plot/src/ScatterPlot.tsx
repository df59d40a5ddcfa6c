import { useMemo, useState } from 'react';
import {
  Button,
  SIMULATED_NOTE,
  StatusBadge,
  isSimulated,
  scoreHeading,
  type PoseViewerData,
  type ViewerSettings,
} from '@bench/sdk';
import { ScatterChart } from './ScatterChart.tsx';
import { chooseAxes, pointsInBox, scatterSeries, SERIES_COLOURS, type Box } from './model.ts';
import './scatter-plot.css';

interface ScatterPlotProps {
  data: PoseViewerData;
  settings: ViewerSettings;
  onSettings(patch: Partial<ViewerSettings>): void;
}

/** Two score columns against each other; a dragged box replaces the table selection, 'View from graph' the visible set. */
export function ScatterPlot({ data, settings, onSettings }: ScatterPlotProps) {
  const axes = chooseAxes(data.scoreColumns, { x: settings.x_axis, y: settings.y_axis });
  const [box, setBox] = useState<Box | null>(null);
  const column = (key?: string) => data.scoreColumns.find((c) => c.key === key);
  const x = column(axes?.x);
  const y = column(axes?.y);
  const series = useMemo(
    () => (x && y ? scatterSeries(data.poses, data.collection, data.comparisons, x, y) : []),
    [data.poses, data.collection, data.comparisons, x, y],
  );
  const selected = useMemo(() => new Set(data.selectedPoseIds), [data.selectedPoseIds]);
  const inBox = useMemo(() => (box ? pointsInBox(series, box) : []), [series, box]);
  if (!axes || !x || !y) return <p className="bn-scatter__empty">This collection has no score columns to plot.</p>;

  const axisPicker = (label: string, value: string, key: 'x_axis' | 'y_axis') => (
    <label className="bn-scatter__field">
      {label}
      <select aria-label={label} value={value} onChange={(e) => onSettings({ [key]: e.target.value })}>
        {data.scoreColumns.map((c) => (
          <option key={c.key} value={c.key}>
            {scoreHeading(c)}
          </option>
        ))}
      </select>
    </label>
  );
  const points = series.reduce((n, s) => n + s.ids.length, 0);
  return (
    <div className="bn-scatter">
      <div className="bn-scatter__bar">
        {axisPicker('X axis', axes.x, 'x_axis')}
        {axisPicker('Y axis', axes.y, 'y_axis')}
        {isSimulated(data.collection) && <StatusBadge kind="simulated" title={SIMULATED_NOTE} />}
        <span className="bn-scatter__count">
          {points} points · {selected.size} selected
        </span>
        <Button small disabled={inBox.length === 0} onClick={() => data.setVisible(inBox)}>
          View from graph
        </Button>
      </div>
      <ScatterChart
        series={series}
        selected={selected}
        xLabel={scoreHeading(x)}
        yLabel={scoreHeading(y)}
        onBox={(next) => {
          setBox(next);
          data.setSelection(pointsInBox(series, next));
        }}
      />
      {series.length > 1 && (
        <ul className="bn-scatter__legend">
          {series.map((s, k) => (
            <li key={s.collectionId} style={{ color: SERIES_COLOURS[k % SERIES_COLOURS.length] }}>
              ● {s.name} ({s.ids.length})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
