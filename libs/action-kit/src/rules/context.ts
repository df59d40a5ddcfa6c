import type { ValidationContext } from '@bench/sdk/model';

/**
 * What an action's `validate(input, context)` may know besides its input. The form and the server
 * build the same context (the server from the job's source poses, selectors and settings), so the
 * same validators give the same answer on both sides.
 */
export type ActionSettings = Readonly<Record<string, unknown>> & {
  /** the global maximum number of results of one job */
  maxResults: number;
};

export type ActionValidationContext = {
  /** selectors by id; the built-in '(all)' pseudo selector ('all') does not count as created */
  selectors?: Readonly<Record<string, readonly number[]>>;
  /** one-letter sequences of the source poses, '/' between chains */
  sequences?: readonly string[];
  /** how many source poses the job has (default: the number of sequences) */
  sourcePoseCount?: number;
  settings?: Partial<ActionSettings>;
};

/** Used when the caller gives none (the values of the application's default settings). */
export const DEFAULT_ACTION_SETTINGS: ActionSettings = { maxResults: 10_000 };

export interface ReadContext {
  selectors: Readonly<Record<string, readonly number[]>>;
  sequences: readonly string[];
  sourcePoseCount: number;
  settings: ActionSettings;
}

/** Reads a validation context leniently: anything missing gets an empty or default value. */
export function readContext(context: Record<string, unknown> | ActionValidationContext | undefined): ReadContext {
  const c = (context ?? {}) as ActionValidationContext;
  const sequences = Array.isArray(c.sequences) ? c.sequences.filter((s): s is string => typeof s === 'string') : [];
  const count = typeof c.sourcePoseCount === 'number' && c.sourcePoseCount >= 0 ? c.sourcePoseCount : sequences.length;
  return {
    selectors: c.selectors && typeof c.selectors === 'object' ? c.selectors : {},
    sequences,
    sourcePoseCount: count,
    settings: { ...DEFAULT_ACTION_SETTINGS, ...(c.settings ?? {}) },
  };
}

/** Residues of a sequence: '/' separates chains and is not a residue. */
export function residueCount(sequence: string): number {
  return sequence.replace(/\//g, '').length;
}

/** The longest source structure, in residues (0 without sequences). */
export function longestStructure(context: ReadContext): number {
  return context.sequences.reduce((max, s) => Math.max(max, residueCount(s)), 0);
}

/** The parts a validation context is made of, as both the action form and the server have them. */
export interface ValidationContextParts {
  /** the session's selectors that count (not archived, not deleted) */
  selectors: readonly { _id: string; positions?: unknown }[];
  /** the job's source structures */
  sources: readonly { sequence?: unknown }[];
  /** the session's free ligands */
  freeLigands: readonly { _id: string; name?: unknown }[];
  settings: ValidationContext['settings'];
}

/** THE builder of `validate`'s context: the action form and the server's run both call it. */
export function validationContext(parts: ValidationContextParts): ValidationContext {
  const positions = (value: unknown): number[] =>
    Array.isArray(value) ? value.filter((p): p is number => typeof p === 'number') : [];
  return {
    selectors: Object.fromEntries(parts.selectors.map((s) => [s._id, positions(s.positions)])),
    sequences: parts.sources.map((source) => (typeof source.sequence === 'string' ? source.sequence : '')),
    sourcePoseCount: parts.sources.length,
    freeLigands: parts.freeLigands.map(({ _id, name }) => ({ _id, name: typeof name === 'string' ? name : '' })),
    settings: parts.settings,
  };
}
