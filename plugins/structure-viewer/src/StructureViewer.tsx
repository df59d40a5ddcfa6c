import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { differencesIssue } from './superpositionRules.ts';
import { rangeFrom, type ActivationEvent, type ViewerSelection } from '@bench/sdk';
import { Legend } from './Legend.tsx';
import { MESSAGES, toggleWheelColour, type SelectionMode, type ViewerStyles } from './model.ts';
import type { MolAtom } from './residues.ts';
import {
  atomsForMode,
  atomsForResidue,
  differingPositions,
  invertAtoms,
  selectedResidues,
  toggleAtoms,
} from './selection.ts';
import { SequencePanel } from './SequencePanel.tsx';
import { superpose } from './superpose.ts';
import { Toolbar } from './Toolbar.tsx';
import { useScene, type Loaded, type StructureInput } from './useScene.ts';
import './structure-viewer.css';

export interface StructureViewerProps {
  structures: readonly StructureInput[];
  styles: ViewerStyles;
  onStyles(next: ViewerStyles): void;
  camera?: number[];
  onCamera(camera: number[]): void;
  sequenceViewer: { active: boolean; height: number };
  onSequenceViewer(next: { active: boolean; height: number }): void;
  carbonOf(id: string, position: number): string;
  onCarbon(id: string, colour: string): void;
  /** 1-based residue positions to select (a selector applied in the collection) */
  residueSelection?: readonly number[];
  /** reports the residues selected in 3D or in the sequence viewer after each change (1-based positions) */
  onResidueSelection?(selection: ViewerSelection): void;
}

type Selection = ReadonlyMap<string, ReadonlySet<number>>;
const NONE: ReadonlySet<number> = new Set();

function hoverText(s: Loaded, atom: MolAtom, mode: SelectionMode): string {
  const parts = [s.name];
  if (mode !== 'Structure') parts.push(`chain ${atom.chain}`);
  if (mode === 'Residue' || mode === 'Atom') parts.push(`${atom.resn} ${atom.resi}${(atom.icode ?? '').trim()}`);
  if (mode === 'Atom') parts.push(atom.atom);
  return parts.join(' · ');
}

/** The 3D structure viewer with its toolbar, legend and sequence viewer (spec 2 §2.9). */
export function StructureViewer(props: StructureViewerProps) {
  const { structures, styles, onStyles, sequenceViewer } = props;
  const host = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<SelectionMode>('Residue');
  const [selection, setSelection] = useState<Selection>(new Map());
  const [anchors, setAnchors] = useState<ReadonlyMap<string, number>>(new Map());
  const [hover, setHover] = useState<{ id: string; atoms: ReadonlySet<number>; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [superposed, setSuperposed] = useState<string[]>([]);
  const [placed, setPlaced] = useState(0);
  /** 'Filter selection': the selection frozen as the atoms drawn, until switched off */
  const [filter, setFilter] = useState<Selection | null>(null);
  const hidden = useMemo(() => new Set(styles.hidden), [styles.hidden]);

  const select = (id: string, update: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
    setSelection((current) => new Map(current).set(id, update(current.get(id) ?? NONE)));

  const { scene, status, loaded } = useScene(host, structures, props.camera, {
    click: (id, atom) => {
      const s = loaded.find((l) => l.id === id);
      if (s) select(id, (current) => toggleAtoms(current, atomsForMode(s.atoms, atom, mode)));
    },
    hover: (id, atom) => {
      const s = loaded.find((l) => l.id === id);
      if (s) setHover((h) => ({ id, atoms: h?.id === id ? h.atoms : NONE, text: hoverText(s, atom, mode) }));
    },
    unhover: () => setHover((h) => (h && h.atoms.size > 0 ? { ...h, text: '' } : null)),
    view: props.onCamera,
  });
  const shown = useMemo(() => loaded.filter((s) => !hidden.has(s.id)), [loaded, hidden]);
  const shownResidues = useMemo(
    () => new Map(shown.map((s) => [s.id, selectedResidues(s.residues, selection.get(s.id) ?? NONE)])),
    [shown, selection],
  );

  useEffect(() => {
    const positions = props.residueSelection;
    if (!positions || positions.length === 0) return;
    setSelection(new Map(loaded.map((s) => [s.id, new Set(positions.flatMap((p) => s.residues[p - 1]?.atoms ?? []))])));
  }, [props.residueSelection, loaded]);

  const reported = useRef(false);
  const { onResidueSelection } = props;
  useEffect(() => {
    if (!reported.current) {
      reported.current = true; // the empty selection on opening is not a user's choice
      return;
    }
    const picked = loaded
      .map((s) => ({ name: s.name, indices: selectedResidues(s.residues, selection.get(s.id) ?? NONE) }))
      .filter((p) => p.indices.size > 0);
    onResidueSelection?.({
      source: picked.map((p) => p.name).join(', '),
      positions: picked.flatMap((p) => [...p.indices].map((i) => i + 1)),
    });
  }, [selection, loaded, onResidueSelection]);

  // repaint only the structures whose look changed: restyling rebuilds a model's geometry
  const painted = useRef(new Map<string, unknown[]>());
  useEffect(() => {
    if (!scene) return;
    loaded.forEach((s, position) => {
      const options = {
        visible: !hidden.has(s.id),
        representation: styles.representation,
        scheme: styles.colourScheme,
        showHydrogens: styles.showHydrogens,
        carbon: props.carbonOf(s.id, position),
        selected: selection.get(s.id) ?? NONE,
        only: filter ? (filter.get(s.id) ?? NONE) : null,
      };
      const key = [...Object.values(options), placed];
      const last = painted.current.get(s.id);
      if (last?.every((v, i) => v === key[i])) return;
      painted.current.set(s.id, key);
      scene.paint(s.id, options);
    });
    scene.requestRender('structure-viewer:painted');
  }, [scene, loaded, styles, hidden, selection, filter, placed, props.carbonOf]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the hovered id and atoms: a new hover object with the same content must not redraw
  useEffect(() => {
    if (!scene) return;
    scene.highlight(hover?.id ?? null, hover ? [...hover.atoms] : []);
    scene.requestRender('structure-viewer:hover-drawn');
  }, [scene, hover?.id, hover?.atoms]);

  const onSequenceClick = (id: string, index: number, event: ActivationEvent) => {
    const s = loaded.find((l) => l.id === id)!;
    const anchor = anchors.get(id);
    const indices =
      event.shiftKey && anchor !== undefined
        ? rangeFrom(anchor, index).flatMap((i) => s.residues[i].atoms)
        : atomsForResidue(s.residues, index, mode);
    select(id, (current) => toggleAtoms(current, indices));
    setAnchors((a) => new Map(a).set(id, index));
  };
  const onSequenceHover = useCallback(
    (id: string, index: number | null) => {
      const s = loaded.find((l) => l.id === id);
      if (!s || index === null) return setHover(null);
      const r = s.residues[index];
      setHover({ id, atoms: new Set(r.atoms), text: `${s.name} · chain ${r.chain} · ${r.name3} ${r.resi}${r.icode}` });
    },
    [loaded],
  );

  const selectedCount = [...selection.values()].reduce((n, s) => n + s.size, 0);
  const actions = {
    selectAll: () => setSelection(new Map(shown.map((s) => [s.id, invertAtoms(NONE, s.atoms.length)]))),
    filterSelection: () => {
      if (filter) return setFilter(null);
      if (selectedCount === 0) return setNotice(MESSAGES.filterNeedsSelection);
      setFilter(selection);
      setNotice(null);
    },
    invert: () =>
      setSelection(new Map(shown.map((s) => [s.id, invertAtoms(selection.get(s.id) ?? NONE, s.atoms.length)]))),
    clear: () => setSelection(new Map()),
    differences: () => {
      const issue = differencesIssue(shown.length);
      if (issue) return setNotice(issue);
      const [reference, ...others] = shown;
      const next = new Map<string, Set<number>>();
      for (const other of others) {
        const positions = differingPositions(reference.residues, other.residues);
        next.set(other.id, new Set(positions.flatMap((p) => other.residues[p]?.atoms ?? [])));
        const ref = next.get(reference.id) ?? new Set<number>();
        for (const p of positions) for (const a of reference.residues[p]?.atoms ?? []) ref.add(a);
        next.set(reference.id, ref);
      }
      setSelection(next);
      setNotice(null);
    },
    superpose: (backboneOnly: boolean) => {
      if (!scene) return;
      const result = superpose(
        shown.map((s) => ({
          id: s.id,
          name: s.name,
          atoms: scene.originalAtoms(s.id),
          selected: selection.get(s.id) ?? NONE,
        })),
        backboneOnly,
      );
      if ('issue' in result) return setNotice(result.issue);
      loaded.forEach((s) => scene.place(s.id, result.fits.find((f) => f.id === s.id) ?? null));
      setSuperposed(result.fits.map((f) => f.id));
      setPlaced((n) => n + 1);
      setNotice(
        result.fits
          .map((f) => `${f.name} on ${result.reference}: RMSD ${f.rmsd.toFixed(2)} Å over ${f.atomCount} atoms`)
          .join('; '),
      );
    },
    resetSuperposition: () => {
      superposed.forEach((id) => scene?.place(id, null));
      setSuperposed([]);
      setPlaced((n) => n + 1);
      setNotice(null);
    },
    zoom: () => scene?.zoom(selection),
    resetCamera: () => scene?.resetCamera(),
    fullscreen: () =>
      void frame.current?.requestFullscreen?.().catch(() => setNotice('Fullscreen is not available here.')),
  };

  if (status === 'no-webgl') {
    return (
      <div className="bn-sv-message" role="alert">
        <p>{MESSAGES.noWebGl}</p>
        {structures
          .filter((s) => s.pdb === null)
          .map((s) => (
            <p key={s.id}>{MESSAGES.missingPdb(s.name, s.id)}</p>
          ))}
      </div>
    );
  }
  return (
    <div ref={frame} className="bn-sv">
      <Toolbar
        mode={mode}
        onMode={setMode}
        styles={styles}
        onStyles={(patch) => onStyles({ ...styles, ...patch })}
        sequenceActive={sequenceViewer.active}
        onSequenceActive={(active) => props.onSequenceViewer({ ...sequenceViewer, active })}
        superposed={superposed.length > 0}
        filtered={filter !== null}
        actions={actions}
      />
      <div className="bn-sv-stage">
        <div ref={host} className="bn-sv-canvas" data-testid="structure-canvas" data-status={status} />
        <div className="bn-sv-status" aria-live="polite">
          <span>{selectedCount > 0 ? `${selectedCount} atoms selected` : 'Nothing selected'}</span>
          {hover?.text && <span className="bn-sv-hover">{hover.text}</span>}
          {notice && <span className="bn-sv-notice">{notice}</span>}
          {status === 'failed' && <span className="bn-sv-notice">The 3D viewer could not be loaded.</span>}
        </div>
        <Legend
          entries={structures.map((s, position) => ({
            id: s.id,
            name: s.name,
            carbon: props.carbonOf(s.id, position),
            visible: !hidden.has(s.id),
            ...(s.pdb === null ? { problem: MESSAGES.missingPdb(s.name, s.id) } : {}),
          }))}
          wheel={styles.wheel}
          onVisible={(id, visible) =>
            onStyles({ ...styles, hidden: visible ? styles.hidden.filter((h) => h !== id) : [...styles.hidden, id] })
          }
          onCarbon={props.onCarbon}
          onWheel={(colour) => {
            const next = toggleWheelColour(styles.wheel, colour);
            setNotice(next.error ?? null);
            onStyles({ ...styles, wheel: next.wheel });
          }}
        />
      </div>
      {sequenceViewer.active && (
        <SequencePanel
          structures={shown}
          selected={shownResidues}
          anchors={anchors}
          height={sequenceViewer.height}
          onHeight={(height) => props.onSequenceViewer({ ...sequenceViewer, height })}
          onClick={onSequenceClick}
          onHover={onSequenceHover}
        />
      )}
    </div>
  );
}
