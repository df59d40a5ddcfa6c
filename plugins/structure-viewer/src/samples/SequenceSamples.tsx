import { useMemo, useState } from 'react';
import { SingleSequenceViewer, Spinner, useSampleFixtures } from '@bench/sdk';
import { viewerResidues } from '../residues.ts';
import { SequencePanel } from '../SequencePanel.tsx';
import { SEQUENCE_VIEWER } from '../model.ts';
import '../structure-viewer.css';

const FILES = ['1a0q.pdb', '1tgh.pdb', '4tna.pdb'];

/** The sequence viewer on an antibody with insertion codes, a protein–DNA complex and a tRNA. */
export function SequenceViewerSample() {
  const fixtures = useSampleFixtures(FILES);
  const [height, setHeight] = useState<number>(SEQUENCE_VIEWER.defaultHeightPx);
  const [hovered, setHovered] = useState('');
  const structures = useMemo(
    () =>
      fixtures.status === 'ready'
        ? FILES.map((name, i) => ({ id: name, name, atoms: [], residues: viewerResidues(fixtures.texts[i], []) }))
        : [],
    [fixtures],
  );
  if (fixtures.status !== 'ready')
    return fixtures.status === 'error' ? <p role="alert">{fixtures.message}</p> : <Spinner />;
  return (
    <div className="bn-sample-frame bn-sample-frame--short">
      <p>{hovered || 'Hover a residue.'}</p>
      <SequencePanel
        structures={structures}
        selected={new Map()}
        anchors={new Map()}
        height={height}
        onHeight={setHeight}
        onClick={() => {}}
        onHover={(id, index) => setHovered(index === null ? '' : `${id}: residue index ${index}`)}
      />
    </div>
  );
}

/** One row: 1ORC (insertion codes 56A–E) with a hidden stretch and a deleted residue, then 4TNA as RNA. */
export function SingleSequenceViewerSample() {
  const fixtures = useSampleFixtures(['1orc.pdb', '4tna.pdb']);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const [report, setReport] = useState('Click, double-click or hover a residue.');
  const rows = useMemo(() => {
    if (fixtures.status !== 'ready') return null;
    const protein = viewerResidues(fixtures.texts[0], []).map((r, i) => ({
      ...r,
      hidden: i >= 30 && i < 40,
      deleted: i === 12,
    }));
    return { protein, rna: viewerResidues(fixtures.texts[1], []) };
  }, [fixtures]);
  if (!rows) return fixtures.status === 'error' ? <p role="alert">{fixtures.message}</p> : <Spinner />;
  return (
    <div className="bn-sample-frame bn-sample-frame--short">
      <p aria-live="polite">{report}</p>
      <SingleSequenceViewer
        label="1orc"
        residues={rows.protein}
        selected={selected}
        anchor={anchor}
        onClick={(index) => {
          setSelected((s) => new Set(s.has(index) ? [...s].filter((i) => i !== index) : [...s, index]));
          setAnchor(index);
          setReport(`Clicked residue index ${index}`);
        }}
        onDoubleClick={(index) => setReport(`Double-clicked residue index ${index}`)}
        onHover={(index) => index !== null && setReport(`Hovering residue index ${index}`)}
      />
      <SingleSequenceViewer label="4tna" residues={rows.rna} />
    </div>
  );
}
