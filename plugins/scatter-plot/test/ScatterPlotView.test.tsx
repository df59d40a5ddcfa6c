import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Workspace, type PoseViewerData } from '@bench/sdk';
import { renderViewer } from '@bench/testing';
import scatterPlot from '../src/index.ts';

// uPlot needs a real canvas; the stand-in reports a box the way the chart does after a drag
vi.mock('../src/ScatterChart.tsx', () => ({
  ScatterChart: ({ onBox, xLabel, yLabel }: { onBox(box: object): void; xLabel: string; yLabel: string }) => (
    <button
      type="button"
      onClick={() => onBox({ xMin: 0, xMax: 2.5, yMin: 0, yMax: 10 })}
    >{`drag over ${xLabel} × ${yLabel}`}</button>
  ),
}));

const tab = {
  id: 't1',
  title: 'Designs',
  isCloseable: true,
  data: { type: 'pose_collections', id: 'c1' },
  viewer: { y_axis: 'rms' },
};
const selections: string[][] = [];
const visibles: string[][] = [];
const data: PoseViewerData = {
  collection: { _id: 'c1', name: 'Designs' },
  poses: [1, 2, 3].map((i) => ({ _id: `p${i}`, name: `p${i}`, pose_collection_id: 'c1', score: i, rms: i / 10 })),
  visiblePoseIds: [],
  selectedPoseIds: [],
  scoreColumns: [
    { key: 'score', label: 'Score', unit: 'kcal/mol', value: (p) => p.score ?? null },
    { key: 'rms', label: 'RMSD', unit: 'Å', value: (p) => p.rms ?? null },
  ],
  comparisons: [],
  setSelection: (ids) => void selections.push(ids),
  setVisible: (ids) => void visibles.push(ids),
};

describe('scatter plot in a collection tab', () => {
  it('plots the saved axes; a box replaces the selection, view-from-graph the visible set; axes are saved in the tab', async () => {
    const bench = renderViewer({ viewer: scatterPlot, shows: 'scores', tab, data });
    const chart = await screen.findByRole('button', { name: 'drag over Score (kcal/mol) × RMSD (Å)' });
    expect((screen.getByRole('button', { name: 'View from graph' }) as HTMLButtonElement).disabled).toBe(true);
    // the axes name their units
    expect(screen.getByRole('option', { name: 'Score (kcal/mol)', selected: false })).toBeTruthy();
    fireEvent.click(chart);
    expect(selections).toEqual([['p1', 'p2']]);
    fireEvent.click(screen.getByRole('button', { name: 'View from graph' }));
    expect(visibles).toEqual([['p1', 'p2']]);

    fireEvent.change(screen.getByLabelText('X axis'), { target: { value: 'rms' } });
    await screen.findByRole('button', { name: 'drag over RMSD (Å) × RMSD (Å)' });
    const workspace = bench.get(Workspace);
    await waitFor(() => expect(workspace.state.tabs[0].viewer).toEqual({ y_axis: 'rms', x_axis: 'rms' }));
  });
});
