import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { AtomSpec, GLModel, GLViewer } from '3dmol';
import { MESSAGES, hasWebGL, load3Dmol } from '@bench/sdk';
import type { Choice, LoaderResidue } from '@bench/structure';
import { atomResidueKey, hoverColour, residueColour, residueIndexByKey } from './analysisColours.ts';
import { ResidueMenu } from './ResidueMenu.tsx';
import { residueLabel, type Operation } from './model.ts';

/** Viewer timing of spec 2 §9: animations take 200 ms. */
const ANIMATION_MS = 200;
/** Room the context menu needs: title, three operations, a convert choice or two, zoom. */
const MENU_SIZE = { width: 200, height: 200 };
const POLYMER = new Set(['caa', 'ncaa', 'cdna', 'ncdna', 'crna', 'ncrna']);

interface AnalysisViewerProps {
  /** the uploaded structure as PDB (or mmCIF) text */
  structure: string;
  residues: LoaderResidue[];
  /** indices the filters show */
  visible: number[];
  selected: number[];
  hover: number | null;
  /** zoom to this residue (a new request number zooms again) */
  zoom: { index: number; request: number } | null;
  onClick(index: number, shift: boolean): void;
  onHover(index: number | null): void;
  /** a right-click makes its residue the selection unless it is already selected */
  onPick(index: number): void;
  onOperate(operation: Operation): void;
  onConvert(target: Choice): void;
}

type Atom = AtomSpec;

/**
 * The analysis viewer (spec 2 §2.1): the uploaded structure in 3D, coloured by residue type, with the
 * filters, selection and hover it shares with the residue table, a per-residue context menu and zoom.
 */
export function AnalysisViewer(props: AnalysisViewerProps) {
  const { structure, residues, visible, selected, hover } = props;
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<{ viewer: GLViewer; model: GLModel } | null>(null);
  const [webGl] = useState(hasWebGL);
  const [status, setStatus] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [menu, setMenu] = useState<{ index: number; x: number; y: number } | null>(null);
  const byKey = useMemo(() => residueIndexByKey(residues), [residues]);
  const indexOf = (atom: Atom) =>
    byKey.get(atomResidueKey(atom.chain ?? '', atom.resi ?? Number.NaN, (atom as { icode?: string }).icode)) ?? null;
  // 3Dmol keeps the callbacks it was given: they read the latest props through this ref
  const latest = useRef({ props, indexOf });
  latest.current = { props, indexOf };

  useEffect(() => {
    if (!webGl || !host.current) return;
    let cancelled = false;
    load3Dmol()
      .then((mol) => {
        if (cancelled || !host.current) return;
        const viewer = mol.createViewer(host.current, { backgroundColor: '#24303f', antialias: true });
        const model = viewer.addModel(structure, structure.trimStart().startsWith('data_') ? 'cif' : 'pdb');
        model.setClickable(
          {},
          true,
          (atom: Atom, _viewer: unknown, event?: { shiftKey?: boolean; button?: number }) => {
            // the right button opens the context menu; only the left one toggles the selection
            if (event?.button !== undefined && event.button !== 0) return;
            const index = latest.current.indexOf(atom);
            if (index !== null) latest.current.props.onClick(index, Boolean(event?.shiftKey));
          },
        );
        model.setHoverable(
          {},
          true,
          (atom: Atom) => latest.current.props.onHover(latest.current.indexOf(atom)),
          () => latest.current.props.onHover(null),
        );
        viewer.setHoverDuration?.(100);
        scene.current = { viewer, model };
        viewer.zoomTo();
        setStatus('shown');
      })
      .catch((error: unknown) => {
        console.error('Could not show the structure in 3D', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      scene.current?.viewer.clear();
      scene.current = null;
    };
  }, [webGl, structure]);

  useEffect(() => {
    const current = scene.current;
    if (!current || status !== 'shown') return;
    const shown = new Set(visible);
    const picked = new Set(selected);
    const colour = (atom: Atom) => {
      const index = latest.current.indexOf(atom);
      if (index === null) return '#9e9e9e';
      const base = residueColour(residues[index]!, picked.has(index));
      return index === hover ? hoverColour(base) : base;
    };
    const where = (test: (index: number, residue: LoaderResidue) => boolean) => ({
      predicate: (atom: Atom) => {
        const index = latest.current.indexOf(atom);
        return index !== null && shown.has(index) && test(index, residues[index]!);
      },
    });
    const { model, viewer } = current;
    const typeOf = (r: LoaderResidue) => r.original.type;
    model.setStyle({}, {});
    model.setStyle(
      where((_, r) => POLYMER.has(typeOf(r))),
      { cartoon: { colorfunc: colour } },
    );
    model.setStyle(
      where((i, r) => POLYMER.has(typeOf(r)) && (picked.has(i) || i === hover)),
      { stick: { colorfunc: colour, radius: 0.18 } },
      true,
    );
    model.setStyle(
      where((_, r) => typeOf(r) === 'ligand'),
      { stick: { colorfunc: colour, radius: 0.2 } },
    );
    model.setStyle(
      where((_, r) => typeOf(r) === 'monoatomic'),
      { sphere: { colorfunc: colour, scale: 0.5 } },
    );
    model.setStyle(
      where((_, r) => typeOf(r) === 'water'),
      { sphere: { colorfunc: colour, scale: 0.25 } },
    );
    viewer.render();
  }, [status, residues, visible, selected, hover]);

  // reads only refs, so one function for the component's life
  const zoomTo = useCallback(
    (index: number) =>
      scene.current?.viewer.zoomTo({ predicate: (atom: Atom) => latest.current.indexOf(atom) === index }, ANIMATION_MS),
    [],
  );

  useEffect(() => {
    if (props.zoom && status === 'shown') zoomTo(props.zoom.index);
  }, [props.zoom, status, zoomTo]);

  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    if (hover === null) return;
    const frame = host.current!.getBoundingClientRect();
    props.onPick(hover);
    // kept inside the view, which clips what overflows it
    const x = Math.max(0, Math.min(event.clientX - frame.left, frame.width - MENU_SIZE.width));
    const y = Math.max(0, Math.min(event.clientY - frame.top, frame.height - MENU_SIZE.height));
    setMenu({ index: hover, x, y });
  };

  if (!webGl)
    return (
      <p className="bn-loader-3d bn-loader-3d--notice" role="alert">
        {MESSAGES.noWebGl}
      </p>
    );
  return (
    <section className="bn-loader-3d" aria-label="Analysis viewer" onContextMenu={openMenu}>
      <div ref={host} className="bn-loader-3d__canvas" />
      <p className="bn-loader-3d__hover" aria-live="polite">
        {hover !== null && residues[hover]
          ? `${residueLabel(residues[hover]!)} ${residues[hover]!.original.pdbData.name3}`
          : 'Right-click a residue for its menu'}
      </p>
      {status === 'failed' && (
        <p className="bn-loader-3d__notice" role="alert">
          The structure could not be drawn in 3D.
        </p>
      )}
      {menu && (
        <ResidueMenu
          at={menu}
          residues={residues}
          selected={selected}
          onOperate={props.onOperate}
          onConvert={props.onConvert}
          onZoom={() => zoomTo(menu.index)}
          onClose={() => setMenu(null)}
        />
      )}
    </section>
  );
}
