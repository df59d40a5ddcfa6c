/** The structure viewer's rules and constants (spec 2 §2.9, §5, §8, §9); pure, no React, no 3Dmol. */
export const SELECTION_MODES = ['Structure', 'Chain', 'Residue', 'Atom'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

export const REPRESENTATIONS = ['Cartoon', 'Sticks', 'Spheres'] as const;
export type Representation = (typeof REPRESENTATIONS)[number];

export const COLOUR_SCHEMES = ['Polarity', 'Secondary structure'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/** Three rows of eight preset colours. */
export const PRESET_COLOURS: readonly string[] = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#c7c7c7',
  '#17becf',
  '#bcbd22',
  '#393b79',
  '#637939',
  '#8c6d31',
  '#843c39',
  '#7b4173',
  '#3182bd',
];
export const DEFAULT_WHEEL: readonly string[] = PRESET_COLOURS.slice(0, 6);

export const TIMING = { animationMs: 200, resizeDebounceMs: 200, jumpFlashMs: 50 } as const;
/** spec 2 §9: the default camera looks at the structures' centre (the origin of the view), unrotated, at zoom 100 */
export const DEFAULT_CAMERA = { rotation: [0, 0, 0, 1], zoomPercent: 100 } as const;
export const SEQUENCE_VIEWER = { leftColumnPx: 200, defaultHeightPx: 140 } as const;
export const SELECTION_COLOUR = '#ffd400';
export const HOVER_COLOUR = '#ff5ad2';

export const MESSAGES = {
  noWebGl:
    'Your browser does not support WebGL, cannot show proteins in 3D. For an optimal experience we recommend to use the latest version of Chrome.',
  missingPdb: (name: string, id: string) =>
    `The PDB data for pose ${name} was lost. Please contact support and provide the following code: ${id}`,
  emptyWheel: 'A colour wheel must have at least one colour.',
  /** the spec names the action, not a text for filtering with nothing selected */
  filterNeedsSelection: 'Select atoms first: Filter selection shows only the selected atoms.',
} as const;

/** What the viewer keeps in the tab (TabData.viewer.styles). */
export interface ViewerStyles {
  representation: Representation;
  colourScheme: ColourScheme;
  wheel: string[];
  showHydrogens: boolean;
  /** ids of structures hidden with show/hide */
  hidden: string[];
}

export function defaultStyles(): ViewerStyles {
  return {
    representation: 'Cartoon',
    colourScheme: 'Polarity',
    wheel: [...DEFAULT_WHEEL],
    showHydrogens: false,
    hidden: [],
  };
}

/** Saved styles merged over the defaults; anything malformed falls back to its default. */
export function readStyles(saved: unknown): ViewerStyles {
  const d = defaultStyles();
  if (!saved || typeof saved !== 'object') return d;
  const s = saved as Partial<Record<keyof ViewerStyles, unknown>>;
  const strings = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);
  const wheel = strings(s.wheel);
  return {
    representation: REPRESENTATIONS.includes(s.representation as Representation)
      ? (s.representation as Representation)
      : d.representation,
    colourScheme: COLOUR_SCHEMES.includes(s.colourScheme as ColourScheme)
      ? (s.colourScheme as ColourScheme)
      : d.colourScheme,
    wheel: wheel && wheel.length > 0 ? wheel : d.wheel,
    showHydrogens: typeof s.showHydrogens === 'boolean' ? s.showHydrogens : d.showHydrogens,
    hidden: strings(s.hidden) ?? d.hidden,
  };
}

/** Adds or removes a colour of the wheel; the last colour cannot be removed. */
export function toggleWheelColour(wheel: readonly string[], colour: string): { wheel: string[]; error?: string } {
  if (!wheel.includes(colour)) return { wheel: [...wheel, colour] };
  if (wheel.length === 1) return { wheel: [...wheel], error: MESSAGES.emptyWheel };
  return { wheel: wheel.filter((c) => c !== colour) };
}

/** A structure's carbon colour: the one remembered for it, else its turn on the wheel. */
export function carbonColour(position: number, wheel: readonly string[], remembered?: string | null): string {
  return remembered ?? wheel[position % wheel.length];
}

export const carbonPrefKey = (structureId: string) => `structure-viewer.carbon.${structureId}`;

/** The sequence viewer's height is never negative. */
export function clampHeight(height: number): number {
  return Number.isFinite(height) ? Math.max(0, Math.round(height)) : SEQUENCE_VIEWER.defaultHeightPx;
}
