import { useMemo, useState } from 'react';
import { parsePdb } from '@bench/structure';
import {
  Spinner,
  useSampleFixtures,
  type PoseSummary,
  type PoseViewerData,
  type ScoreColumn,
  type ViewerSettings,
} from '@bench/sdk';
import { ScatterPlot } from './ScatterPlot.tsx';

const COLUMNS: ScoreColumn[] = [
  { key: 'b', label: 'Mean B-factor', value: (p) => p.score ?? null },
  { key: 'distance', label: 'CA distance from centre (Å)', value: (p) => p.rms ?? null },
  { key: 'atoms', label: 'Atoms', value: (p) => (p.score_terms?.atoms as number | undefined) ?? null },
];

/** Every residue of 4HHB as a point (mean B-factor, distance from the centre); chain A is the collection, B–D compare. */
function residuePoints(pdb: string): PoseSummary[] {
  const s = parsePdb(pdb, { maxModels: 1 });
  const { x, y, z, b, name } = s.atoms;
  const centre = [0, 0, 0];
  for (let i = 0; i < s.atoms.count; i++) [x[i], y[i], z[i]].forEach((v, k) => (centre[k] += v / s.atoms.count));
  return s.models[0].residues
    .filter((r) => !r.hetero)
    .map((r, index) => {
      let sum = 0;
      let ca = r.atomStart;
      for (let i = r.atomStart; i < r.atomEnd; i++) {
        sum += b[i];
        if (name[i] === 'CA') ca = i;
      }
      const distance = Math.hypot(x[ca] - centre[0], y[ca] - centre[1], z[ca] - centre[2]);
      return {
        _id: `${r.chain}${r.resid}${r.icode}`,
        name: `${r.name3} ${r.chain}${r.resid}`,
        index,
        pose_collection_id: r.chain,
        score: sum / (r.atomEnd - r.atomStart),
        rms: distance,
        score_terms: { atoms: r.atomEnd - r.atomStart },
      };
    });
}

/** Deterministic points for the draw benchmark (`?points=100000`); not science, only load. */
function benchmarkPoints(count: number): PoseSummary[] {
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, i) => ({
    _id: `p${i}`,
    name: `p${i}`,
    pose_collection_id: 'A',
    score: random() * 100,
    rms: random() * 10,
  }));
}

export default function ScatterSample() {
  const fixtures = useSampleFixtures(['4hhb.pdb']);
  const benchmark = Number(new URLSearchParams(location.search).get('points')) || 0;
  const [settings, setSettings] = useState<ViewerSettings>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [visible, setVisible] = useState<string[]>([]);
  const poses = useMemo(
    () =>
      benchmark ? benchmarkPoints(benchmark) : fixtures.status === 'ready' ? residuePoints(fixtures.texts[0]) : [],
    [benchmark, fixtures],
  );
  if (!benchmark && fixtures.status !== 'ready')
    return fixtures.status === 'error' ? <p role="alert">{fixtures.message}</p> : <Spinner />;
  const data: PoseViewerData = {
    collection: { _id: 'A', name: benchmark ? 'benchmark points' : '4hhb chain A' },
    poses,
    visiblePoseIds: visible,
    selectedPoseIds: selected,
    scoreColumns: COLUMNS,
    comparisons: benchmark ? [] : ['B', 'C', 'D'].map((c) => ({ collectionId: c, name: `4hhb chain ${c}` })),
    setSelection: setSelected,
    setVisible,
  };
  return (
    <div className="bn-sample-frame">
      <p className="bn-sample-note">
        {visible.length > 0 ? `${visible.length} residues in view` : 'Drag a box to select residues.'}
      </p>
      <ScatterPlot data={data} settings={settings} onSettings={(patch) => setSettings((s) => ({ ...s, ...patch }))} />
    </div>
  );
}
