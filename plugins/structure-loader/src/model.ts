/**
 * The residue editor of the structure loader (spec 2 §2.1, §4): filters, selection modes, ranges,
 * quick selections, operations and counts. Pure; the component keeps an EditorState in a reducer.
 */
import { RESIDUE_TYPES, type ResidueType, type Choice, type LoaderResidue } from '@bench/structure';
import { convertResidue, deleteResidues, setDefault, undeleteResidues } from './residueOperations.ts';

export type SelectionMode = 'residue' | 'chain';

/** Which residues show: chain, original type, and for each residue either its new type or, when deleted, its type. */
export interface ResidueFilter {
  chains: string[];
  originalTypes: ResidueType[];
  newTypes: ResidueType[];
  deletedTypes: ResidueType[];
}

export interface EditorState {
  name: string;
  residues: LoaderResidue[];
  /** ascending residue indices */
  selected: number[];
  anchor: number | null;
  hover: number | null;
  filter: ResidueFilter;
  selectionMode: SelectionMode;
}

export type QuickSelection = 'all' | 'none' | 'changed' | 'deleted' | 'waters';
export type Operation = 'delete' | 'undelete' | 'setDefault';

export type EditorAction =
  | { type: 'filter'; filter: ResidueFilter }
  | { type: 'mode'; mode: SelectionMode }
  | { type: 'click'; index: number; shift: boolean }
  /** a context menu opened on this residue: it becomes the selection unless already selected */
  | { type: 'pick'; index: number }
  | { type: 'quick'; which: QuickSelection }
  | { type: 'hover'; index: number | null }
  | { type: 'operate'; operation: Operation }
  | { type: 'convert'; target: Choice }
  /** the collection name the structure is submitted under */
  | { type: 'rename'; name: string }
  /** a change row was clicked: show and select that residue alone */
  | { type: 'focus'; index: number }
  /** a rule over all residues (such as keeping every ligand) replaced them */
  | { type: 'residues'; residues: LoaderResidue[] };

export const TYPE_NAMES: Record<ResidueType, string> = {
  caa: 'Protein',
  ncaa: 'Noncanonical protein',
  cdna: 'DNA',
  ncdna: 'Noncanonical DNA',
  crna: 'RNA',
  ncrna: 'Noncanonical RNA',
  ligand: 'Ligand',
  monoatomic: 'Monoatomic',
  water: 'Water',
};

export const QUICK_SELECTIONS: { which: QuickSelection; label: string }[] = [
  { which: 'all', label: 'Select all' },
  { which: 'none', label: 'Select none' },
  { which: 'changed', label: 'Select changed residues' },
  { which: 'deleted', label: 'Select deleted residues' },
  { which: 'waters', label: 'Select waters' },
];

/** Chain ids as the loader shows them ('' is a blank chain column). */
export function chainName(chain: string): string {
  return chain === '' ? '(blank)' : chain;
}

export function chainsOf(residues: readonly LoaderResidue[]): string[] {
  return [...new Set(residues.map((r) => r.original.pdbData.chain))];
}

/** Types present among originals and choices, in the spec's order. */
export function typesOf(residues: readonly LoaderResidue[]): ResidueType[] {
  const present = new Set<ResidueType>();
  for (const r of residues) {
    present.add(r.original.type);
    for (const c of r.choices) present.add(c.type);
  }
  return RESIDUE_TYPES.filter((t) => present.has(t));
}

/** Everything shows, except deleted waters (spec 2 §2.1: water starts hidden in the deleted filter). */
export function initialFilter(residues: readonly LoaderResidue[]): ResidueFilter {
  const types = typesOf(residues);
  return {
    chains: chainsOf(residues),
    originalTypes: types,
    newTypes: types,
    deletedTypes: types.filter((t) => t !== 'water'),
  };
}

export function initialState(analysis: { name: string; residues: LoaderResidue[] }): EditorState {
  return {
    name: analysis.name,
    residues: analysis.residues,
    selected: [],
    anchor: null,
    hover: null,
    filter: initialFilter(analysis.residues),
    selectionMode: 'residue',
  };
}

export function passes(r: LoaderResidue, filter: ResidueFilter): boolean {
  if (!filter.chains.includes(r.original.pdbData.chain) || !filter.originalTypes.includes(r.original.type))
    return false;
  return r.chosen ? filter.newTypes.includes(r.chosen.type) : filter.deletedTypes.includes(r.original.type);
}

export function visibleIndices(state: Pick<EditorState, 'residues' | 'filter'>): number[] {
  const out: number[] = [];
  state.residues.forEach((r, i) => {
    if (passes(r, state.filter)) out.push(i);
  });
  return out;
}

/** Changed = the pose would differ from the file here: deleted or converted. */
export function isChanged(r: LoaderResidue): boolean {
  return r.chosen === null || r.chosen.name3 !== r.original.pdbData.name3 || r.chosen.type !== r.original.type;
}

const ascending = (indices: Iterable<number>): number[] => [...new Set(indices)].sort((a, b) => a - b);

/** Keeps selection, anchor and hover inside what the filter shows. */
function withinFilter(state: EditorState): EditorState {
  const visible = new Set(visibleIndices(state));
  const keep = (i: number | null) => (i !== null && visible.has(i) ? i : null);
  return {
    ...state,
    selected: state.selected.filter((i) => visible.has(i)),
    anchor: keep(state.anchor),
    hover: keep(state.hover),
  };
}

function click(state: EditorState, index: number, shift: boolean): EditorState {
  const visible = visibleIndices(state);
  if (!visible.includes(index)) return state;
  const selected = new Set(state.selected);
  if (state.selectionMode === 'chain') {
    const chain = state.residues[index]!.original.pdbData.chain;
    const members = visible.filter((i) => state.residues[i]!.original.pdbData.chain === chain);
    const allOn = members.every((i) => selected.has(i));
    for (const i of members) {
      if (allOn) selected.delete(i);
      else selected.add(i);
    }
    return { ...state, selected: ascending(selected), anchor: index };
  }
  if (shift && state.anchor !== null) {
    const from = visible.indexOf(state.anchor);
    const to = visible.indexOf(index);
    for (const i of visible.slice(Math.min(from, to), Math.max(from, to) + 1)) selected.add(i);
    return { ...state, selected: ascending(selected) };
  }
  if (selected.has(index)) selected.delete(index);
  else selected.add(index);
  return { ...state, selected: ascending(selected), anchor: index };
}

/** Focus shows its residue, widening the filter to everything when it hid the residue. */
function focus(state: EditorState, index: number): EditorState {
  if (!state.residues[index]) return state;
  const shown = passes(state.residues[index]!, state.filter)
    ? state
    : { ...state, filter: showWaters(initialFilter(state.residues)) };
  return { ...shown, selected: [index], anchor: index, hover: null };
}

/** Select waters also shows them: deleted waters start hidden. */
function showWaters(filter: ResidueFilter): ResidueFilter {
  const add = (types: ResidueType[]) =>
    types.includes('water') ? types : RESIDUE_TYPES.filter((t) => t === 'water' || types.includes(t));
  return {
    ...filter,
    originalTypes: add(filter.originalTypes),
    newTypes: add(filter.newTypes),
    deletedTypes: add(filter.deletedTypes),
  };
}

function quick(state: EditorState, which: QuickSelection): EditorState {
  const base = which === 'waters' ? withinFilter({ ...state, filter: showWaters(state.filter) }) : state;
  const visible = visibleIndices(base);
  const rule: Record<QuickSelection, (r: LoaderResidue) => boolean> = {
    all: () => true,
    none: () => false,
    changed: isChanged,
    deleted: (r) => r.chosen === null,
    waters: (r) => r.original.type === 'water',
  };
  return { ...base, selected: visible.filter((i) => rule[which](base.residues[i]!)), anchor: null };
}

const OPERATIONS: Record<Operation, (residues: LoaderResidue[], selected: readonly number[]) => LoaderResidue[]> = {
  delete: deleteResidues,
  undelete: undeleteResidues,
  setDefault,
};

/** Operations keep the selection, then drop what the filter no longer shows. */
export function reduce(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'filter':
      return withinFilter({ ...state, filter: action.filter });
    case 'mode':
      return { ...state, selectionMode: action.mode, anchor: null };
    case 'click':
      return click(state, action.index, action.shift);
    case 'pick':
      return state.selected.includes(action.index) || !visibleIndices(state).includes(action.index)
        ? state
        : { ...state, selected: [action.index], anchor: action.index };
    case 'quick':
      return quick(state, action.which);
    case 'hover':
      return state.hover === action.index ? state : { ...state, hover: action.index };
    case 'operate':
      return withinFilter({ ...state, residues: OPERATIONS[action.operation](state.residues, state.selected) });
    case 'convert':
      return withinFilter({ ...state, residues: convertResidue(state.residues, state.selected, action.target) });
    case 'rename':
      return { ...state, name: action.name };
    case 'focus':
      return focus(state, action.index);
    case 'residues':
      return withinFilter({ ...state, residues: action.residues });
  }
}

export interface EditorCounts {
  changes: number;
  residues: number;
  selected: number;
}

export function counts(state: EditorState): EditorCounts {
  return {
    changes: state.residues.filter(isChanged).length,
    residues: visibleIndices(state).length,
    selected: state.selected.length,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const changesLabel = (n: number) => plural(n, 'change');
export const residuesLabel = (n: number) => plural(n, 'residue');
export const selectedLabel = (n: number) => (n === 0 ? 'None selected' : `${n} selected`);

/** 'A 52A' — chain and number with insertion code. */
export function residueLabel(r: LoaderResidue): string {
  const { chain, resid, icode } = r.original.pdbData;
  return `${chainName(chain)} ${resid}${icode}`;
}

export function chosenLabel(r: LoaderResidue): string {
  return r.chosen ? r.chosen.name3 : 'deleted';
}
