import { useEffect, useRef, useState, type RefObject } from 'react';
import { hasWebGL, load3Dmol } from '@bench/sdk';
import { TIMING } from './model.ts';
import { viewerResidues, type MolAtom, type ViewerResidue } from './residues.ts';
import { Scene, type AtomHandler } from './scene.ts';

export interface StructureInput {
  id: string;
  name: string;
  /** null when the server has no PDB text for the pose */
  pdb: string | null;
}

export interface Loaded {
  id: string;
  name: string;
  atoms: MolAtom[];
  residues: ViewerResidue[];
}

export interface SceneHandlers {
  click: AtomHandler;
  hover: AtomHandler;
  unhover(): void;
  /** the camera moved (already debounced) */
  view(camera: number[]): void;
}

export type SceneStatus = 'loading' | 'ready' | 'no-webgl' | 'failed';

/** Creates the 3Dmol scene in `host`, keeps its models in step with `structures`, resizes it (debounced). */
export function useScene(
  host: RefObject<HTMLDivElement | null>,
  structures: readonly StructureInput[],
  camera: number[] | undefined,
  handlers: SceneHandlers,
) {
  const [scene, setScene] = useState<Scene | null>(null);
  const [status, setStatus] = useState<SceneStatus>('loading');
  const [loaded, setLoaded] = useState<Loaded[]>([]);
  const latest = useRef(handlers);
  latest.current = handlers;
  const initialCamera = useRef(camera);

  useEffect(() => {
    if (!hasWebGL()) {
      setStatus('no-webgl');
      return;
    }
    let live = true;
    let created: Scene | null = null;
    let viewTimer: ReturnType<typeof setTimeout> | undefined;
    let lastView = '';
    load3Dmol().then(
      (mol) => {
        if (!live || !host.current) return;
        created = new Scene(mol, host.current, {
          click: (id, atom) => latest.current.click(id, atom),
          hover: (id, atom) => latest.current.hover(id, atom),
          unhover: () => latest.current.unhover(),
          view: () => {
            clearTimeout(viewTimer);
            viewTimer = setTimeout(() => {
              const camera = created?.getCamera();
              // rendering also reports the view; only a real camera move is saved
              if (!camera || JSON.stringify(camera) === lastView) return;
              lastView = JSON.stringify(camera);
              latest.current.view(camera);
            }, TIMING.resizeDebounceMs);
          },
        });
        setScene(created);
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      clearTimeout(viewTimer);
      created?.dispose();
    };
  }, [host]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is this effect's own output; depending on it would loop
  useEffect(() => {
    if (!scene) return;
    performance.mark('structure-viewer:models-start');
    const wanted = new Set(structures.filter((s) => s.pdb !== null).map((s) => s.id));
    for (const entry of loaded) if (!wanted.has(entry.id)) scene.remove(entry.id);
    const next = structures.flatMap((s): Loaded[] => {
      if (s.pdb === null) return [];
      const known = loaded.find((l) => l.id === s.id);
      if (known && scene.has(s.id)) return [known];
      const atoms = scene.add(s.id, s.pdb);
      return [{ id: s.id, name: s.name, atoms, residues: viewerResidues(s.pdb, atoms) }];
    });
    const first = loaded.length === 0 && next.length > 0;
    setLoaded(next);
    if (first && initialCamera.current) scene.setCamera(initialCamera.current);
    else if (first) scene.zoom(new Map(), false);
    // `loaded` is deliberately not a dependency: it is this effect's own output
  }, [scene, structures]);

  useEffect(() => {
    const element = host.current;
    if (!scene || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the observer also reports the size it starts with, which the viewer already has
    let size = `${element.clientWidth}×${element.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${element.clientWidth}×${element.clientHeight}`;
      if (now === size) return;
      size = now;
      clearTimeout(timer);
      timer = setTimeout(() => scene.resize(), TIMING.resizeDebounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [scene, host]);

  return { scene, status, loaded };
}
