import { useMemo, useState } from 'react';
import { Spinner, useSampleFixtures, type ViewerSettings } from '@bench/sdk';
import { StructureViewer } from '../StructureViewer.tsx';
import { useViewerBindings } from '../useViewerBindings.ts';

interface SampleFile {
  id: string;
  name: string;
  file: string;
}

/** The structure viewer on real fixture files; settings live in the page instead of a tab. */
function StructureViewerSample({ files }: { files: SampleFile[] }) {
  const fixtures = useSampleFixtures(files.map((f) => f.file));
  const [settings, setSettings] = useState<ViewerSettings>({});
  const bindings = useViewerBindings(settings, (patch) => setSettings((s) => ({ ...s, ...patch })));
  const structures = useMemo(
    () =>
      fixtures.status === 'ready' ? files.map((f, i) => ({ id: f.id, name: f.name, pdb: fixtures.texts[i] })) : [],
    [fixtures, files],
  );
  if (fixtures.status === 'error') return <p role="alert">{fixtures.message}</p>;
  if (fixtures.status === 'loading') return <Spinner label="Loading fixtures…" />;
  return (
    <div className="bn-sample-frame">
      <StructureViewer structures={structures} {...bindings} />
    </div>
  );
}

/** '?file=4jsv.pdb' shows another fixture (the benchmark opens 4JSV this way). */
function chosenFile(): SampleFile[] {
  const file = new URLSearchParams(location.search).get('file') ?? '4hhb.pdb';
  return [{ id: `sample-${file}`, name: file.replace(/\.pdb$/, ''), file }];
}
const TWO: SampleFile[] = [
  { id: 'sample-4hhb-a', name: '4hhb', file: '4hhb.pdb' },
  { id: 'sample-4hhb-b', name: '4hhb copy', file: '4hhb.pdb' },
];

/** Haemoglobin (4HHB) alone, or the fixture named by '?file='. */
export function PvStructureViewerSample() {
  const [files] = useState(chosenFile);
  return <StructureViewerSample files={files} />;
}

/** Two copies of 4HHB, for superposing chains of one onto the other. */
export function CadStructureViewerSample() {
  return <StructureViewerSample files={TWO} />;
}
