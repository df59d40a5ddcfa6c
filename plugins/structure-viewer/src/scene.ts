import type { AtomSpec, GLModel, GLShape, GLViewer } from '3dmol';
import type { Mol3D } from '@bench/sdk';
import { applyTransform, type Superposition } from '@bench/structure';
import { atomColour, cartoonColour, type AtomPaint } from './colours.ts';
import { DEFAULT_CAMERA, HOVER_COLOUR, TIMING, type Representation } from './model.ts';
import type { MolAtom } from './residues.ts';

interface Entry {
  id: string;
  model: GLModel;
  atoms: MolAtom[];
  /** coordinates as loaded, x y z per atom, for superposition and reset */
  original: Float64Array;
}

export interface PaintOptions extends AtomPaint {
  visible: boolean;
  /** 'filter selection': only these atoms are drawn; null draws every atom */
  only: ReadonlySet<number> | null;
  representation: Representation;
  showHydrogens: boolean;
}

export type AtomHandler = (structureId: string, atom: MolAtom) => void;

const WATER = new Set(['HOH', 'WAT', 'DOD']);

/**
 * The 3Dmol viewer and its models, one per structure; React state drives it through these methods.
 * Changes in one frame (paint, hover, resize) share one redraw: each redraw of a large structure
 * costs hundreds of milliseconds under software WebGL, and a newly shown structure used to be drawn
 * three or four times over.
 */
export class Scene {
  readonly viewer: GLViewer;
  private entries = new Map<string, Entry>();
  private hoverShapes: GLShape[] = [];
  private frame: number | null = null;
  private marks = new Set<string>();

  constructor(
    mol: Mol3D,
    element: HTMLElement,
    handlers: { click: AtomHandler; hover: AtomHandler; unhover(): void; view(): void },
  ) {
    this.viewer = mol.createViewer(element, { backgroundColor: 'white', antialias: true });
    this.handlers = handlers;
    this.viewer.setViewChangeCallback(() => handlers.view());
  }
  private handlers: { click: AtomHandler; hover: AtomHandler; unhover(): void; view(): void };

  add(id: string, pdb: string): MolAtom[] {
    const model = this.viewer.addModel(pdb, 'pdb');
    const atoms = model.selectedAtoms({}) as unknown as MolAtom[];
    const original = new Float64Array(atoms.length * 3);
    atoms.forEach((a, i) => original.set([a.x, a.y, a.z], i * 3));
    this.entries.set(id, { id, model, atoms, original });
    const find = (atom: { model: number }) =>
      [...this.entries.values()].find((e) => e.model.getID() === atom.model)?.id;
    model.setClickable({}, true, (atom: MolAtom & { model: number }) => {
      const owner = find(atom);
      if (owner) this.handlers.click(owner, atom);
    });
    model.setHoverable(
      {},
      true,
      (atom: MolAtom & { model: number }) => {
        const owner = find(atom);
        if (owner) this.handlers.hover(owner, atom);
      },
      () => this.handlers.unhover(),
    );
    return atoms;
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.viewer.removeModel(entry.model);
    this.entries.delete(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Atoms at their loaded coordinates (superposition always starts from these). */
  originalAtoms(id: string): MolAtom[] {
    const entry = this.entries.get(id)!;
    return entry.atoms.map((a, i) => ({
      ...a,
      x: entry.original[i * 3],
      y: entry.original[i * 3 + 1],
      z: entry.original[i * 3 + 2],
    }));
  }

  /** Moves a structure by a superposition, or back to where it was loaded (null). */
  place(id: string, fit: Pick<Superposition, 'rotation' | 'translation'> | null): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.atoms.forEach((a, i) => {
      const p = [entry.original[i * 3], entry.original[i * 3 + 1], entry.original[i * 3 + 2]] as const;
      const [x, y, z] = fit ? applyTransform(p, fit) : p;
      a.x = x;
      a.y = y;
      a.z = z;
    });
  }

  paint(id: string, o: PaintOptions): void {
    const model = this.entries.get(id)?.model;
    if (!model) return;
    if (!o.visible) {
      model.setStyle({}, {});
      return;
    }
    const atomFn = (atom: MolAtom) => atomColour(atom, o);
    const polymer = { not: { hetflag: true } };
    if (o.representation === 'Cartoon') {
      model.setStyle(polymer, { cartoon: { colorfunc: (atom: MolAtom) => cartoonColour(atom, o) } });
      model.setStyle({ hetflag: true }, { stick: { colorfunc: atomFn, radius: 0.2 } });
      // selected polymer atoms also show as sticks so a residue or atom selection is visible
      if (o.selected.size > 0) {
        model.setStyle(
          { predicate: (atom: AtomSpec) => o.selected.has(atom.index!), ...polymer },
          { stick: { colorfunc: atomFn, radius: 0.18 } },
          true,
        );
      }
    } else if (o.representation === 'Sticks') {
      model.setStyle({}, { stick: { colorfunc: atomFn, radius: 0.2 } });
    } else {
      model.setStyle({}, { sphere: { colorfunc: atomFn, scale: 0.9 } });
    }
    model.setStyle({ predicate: (atom: AtomSpec) => WATER.has(atom.resn ?? '') }, {});
    if (!o.showHydrogens) model.setStyle({ elem: 'H' }, {});
    const only = o.only;
    if (only) model.setStyle({ predicate: (atom: AtomSpec) => !only.has(atom.index!) }, {});
  }

  /**
   * Marks hovered atoms with translucent spheres: shapes are drawn on their own, so hovering never
   * rebuilds a model's geometry (restyling 20,000 atoms takes seconds).
   */
  highlight(id: string | null, atoms: readonly number[]): void {
    for (const shape of this.hoverShapes) this.viewer.removeShape(shape);
    const entry = id ? this.entries.get(id) : undefined;
    this.hoverShapes = entry
      ? atoms.map((i) => {
          const a = entry.atoms[i];
          return this.viewer.addSphere({
            center: { x: a.x, y: a.y, z: a.z },
            radius: 0.9,
            color: HOVER_COLOUR,
            opacity: 0.55,
          });
        })
      : [];
  }

  /** Redraws once in the next frame, however often it is asked; then makes the performance `mark`s. */
  requestRender(mark?: string): void {
    if (mark) this.marks.add(mark);
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.viewer.render();
      for (const name of this.marks) performance.mark(name);
      this.marks.clear();
    });
  }

  /**
   * Zooms to the selected atoms of each structure, or to everything when nothing is selected.
   * The first framing is not animated: there is no view to move from, and each animation frame
   * is a full redraw (about 150 ms a frame for a Fab under software WebGL).
   */
  zoom(selected: ReadonlyMap<string, ReadonlySet<number>>, animate = true): void {
    const models = [...this.entries.values()].filter((e) => (selected.get(e.id)?.size ?? 0) > 0);
    if (models.length === 0) {
      this.viewer.zoomTo({}, animate ? TIMING.animationMs : 0);
      return;
    }
    const ids = new Set(models.map((e) => e.model.getID()));
    this.viewer.zoomTo(
      { predicate: (atom: AtomSpec) => ids.has(atom.model!) && this.isSelected(selected, atom) },
      TIMING.animationMs,
    );
  }

  private isSelected(selected: ReadonlyMap<string, ReadonlySet<number>>, atom: AtomSpec): boolean {
    const entry = [...this.entries.values()].find((e) => e.model.getID() === atom.model);
    return entry ? (selected.get(entry.id)?.has(atom.index!) ?? false) : false;
  }

  getCamera(): number[] {
    return this.viewer.getView();
  }

  setCamera(view: number[]): void {
    this.viewer.setView(view);
  }

  /** The default camera: every structure framed (zoom 100 %), centred and unrotated. */
  resetCamera(): void {
    this.viewer.zoomTo();
    // 3Dmol's view: centre x y z, camera distance, then the rotation quaternion x y z w
    const [x, y, z, distance] = this.viewer.getView();
    this.viewer.setView([x, y, z, distance * (100 / DEFAULT_CAMERA.zoomPercent), ...DEFAULT_CAMERA.rotation]);
    this.requestRender();
  }

  resize(): void {
    this.viewer.resize();
    this.requestRender();
  }

  dispose(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.viewer.clear();
    this.entries.clear();
  }
}
