/**
 * A job's input schema: its fields with their defaults, the shape a stored value must have and,
 * for numbers, their range. From one schema derive the job's `defaults()`, the shape check the
 * server runs when an action is saved and again when it runs, the input type the form, the
 * validators and the engine's planner share (`InputOf`), and the bounds a form's number input offers.
 *
 * Shape is not validity: a field may be missing or out of range while the user edits (the job's
 * `validate` says so in the spec's words); a value of the wrong kind, or a field the job does not
 * have, is malformed and refused.
 */
import { isRecord } from '../records.ts';

/** A number field's bounds (an end may be infinite); whether a value must be whole is the job's `validate`'s to say. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

export interface InputField<T> {
  /** the value a new action starts with */
  readonly initial: T;
  /** what is wrong with a stored value's shape, each with where below this field ('', '.name', '[2]') */
  shapeProblems(value: unknown): ShapeProblem[];
  /** a number field's bounds, for the form's number input (`numberBounds`, `rangeHint`) */
  readonly range?: NumberRange;
}

/** where inside the value (relative to the field) and what is wrong: ['[2]', 'must be text, not a number'] */
export type ShapeProblem = readonly [path: string, message: string];

// biome-ignore lint/suspicious/noExplicitAny: a field of any value type
export type InputFields = Readonly<Record<string, InputField<any>>>;
export type ValueOf<F> = F extends InputField<infer T> ? T : never;
/** the keys of fields that may be absent (`field.optional`) */
type OptionalKeys<F extends InputFields> = { [K in keyof F]: undefined extends ValueOf<F[K]> ? K : never }[keyof F];
type ValuesOf<F extends InputFields> = { -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: ValueOf<F[K]> } & {
  -readonly [K in OptionalKeys<F>]?: ValueOf<F[K]>;
};

/** Fields every action input has (spec 1 §3): `task` as stored (its wire name where one is declared). */
export interface BaseJobInput {
  task: string;
  pose_ids: string[];
  collection_id: string | null;
}

export type InputOf<F extends InputFields> = BaseJobInput & ValuesOf<F>;

/** A job's input schema: its fields, fresh defaults, and the shape problems of a stored input. */
export interface JobInput<I> {
  readonly fields: InputFields;
  defaults(task: string): I;
  /** 'input.<field>: <what is wrong>' for each malformed field or field the job does not have; [] when well formed */
  problems(input: unknown): string[];
  /** a stored input without the fields the job does not have (an older action may carry some), so it saves again */
  known(input: I): I;
}

const MAX_TEXT = 100_000;
const MAX_ITEMS = 10_000;
/** a number field may hold what the user typed; the validators read non-numeric text as 0 (spec 1 §5) */
const MAX_TYPED_NUMBER = 50;

const SHOWN_TEXT = 30;

/** A stored value in a few words: 1.5, 'slow', text of 201 characters, a list, an object. */
function described(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return value.length <= SHOWN_TEXT ? JSON.stringify(value) : `text of ${value.length} characters`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function shaped<T>(initial: T, expected: string, fits: (value: unknown) => boolean): InputField<T> {
  return {
    initial,
    shapeProblems: (value) => (fits(value) ? [] : [['', `must be ${expected}, not ${described(value)}`]]),
  };
}

const under = (path: string, problems: ShapeProblem[]): ShapeProblem[] =>
  problems.map(([below, message]) => [`${path}${below}`, message]);

function objectProblems(fields: InputFields, value: unknown): ShapeProblem[] {
  if (!isRecord(value)) return [['', `must be an object, not ${described(value)}`]];
  return Object.entries(value).flatMap(([key, entry]): ShapeProblem[] => {
    const field = fields[key];
    if (!field) return [[`.${key}`, 'is not a field of this job']];
    return entry === undefined ? [] : under(`.${key}`, field.shapeProblems(entry));
  });
}

/** The field kinds a job input is built from. */
export const field = {
  /** a number within `range`; while editing, the form may hold what the user typed */
  number(initial: number, range: NumberRange): InputField<number | string> {
    const typed = (v: unknown) =>
      (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= MAX_TYPED_NUMBER);
    return { ...shaped<number | string>(initial, 'a number', typed), range };
  },
  /** a whole number as stored by the product (a residue position), never typed text */
  integer(initial = 0): InputField<number> {
    return shaped(initial, 'a whole number', (v) => Number.isSafeInteger(v));
  },
  flag(initial: boolean): InputField<boolean> {
    return shaped(initial, 'true or false', (v) => typeof v === 'boolean');
  },
  text(initial = '', maxLength = MAX_TEXT): InputField<string> {
    return shaped(
      initial,
      `text of at most ${maxLength} characters`,
      (v) => typeof v === 'string' && v.length <= maxLength,
    );
  },
  /** an id or a name (a selector's id, a chain), null when none is chosen */
  optionalText(maxLength = 200): InputField<string | null> {
    return shaped<string | null>(
      null,
      `text of at most ${maxLength} characters or null`,
      (v) => v === null || (typeof v === 'string' && v.length <= maxLength),
    );
  },
  choice<const C extends string>(values: readonly C[], initial: C): InputField<C> {
    return shaped(initial, `one of ${values.map((v) => `'${v}'`).join(', ')}`, (v) => values.includes(v as C));
  },
  list<T>(item: InputField<T>, initial: T[] = [], maxItems = MAX_ITEMS): InputField<T[]> {
    return {
      initial,
      shapeProblems(value) {
        if (!Array.isArray(value) || value.length > maxItems)
          return [['', `must be a list of at most ${maxItems} items, not ${described(value)}`]];
        return value.flatMap((entry, i) => under(`[${i}]`, item.shapeProblems(entry)));
      },
    };
  },
  /** entries keyed by a name of the user's (a position, say), each of one kind */
  record<T>(value: InputField<T>, maxKeys = MAX_ITEMS): InputField<Record<string, T>> {
    return {
      initial: {},
      shapeProblems(entries) {
        if (!isRecord(entries) || Object.keys(entries).length > maxKeys)
          return [['', `must be an object of at most ${maxKeys} entries, not ${described(entries)}`]];
        return Object.entries(entries).flatMap(([key, entry]) => under(`.${key}`, value.shapeProblems(entry)));
      },
    };
  },
  object<F extends InputFields>(fields: F): InputField<ValuesOf<F>> {
    const initial = Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.initial])) as ValuesOf<F>;
    return { initial, shapeProblems: (value) => objectProblems(fields, value) };
  },
  /** a value of `inner`'s kind or null (nothing chosen yet); starts null */
  nullable<T>(inner: InputField<T>): InputField<T | null> {
    return { ...inner, initial: null, shapeProblems: (value) => (value === null ? [] : inner.shapeProblems(value)) };
  },
  /** a field a new action leaves out (older actions and optional extras lack it) */
  optional<T>(inner: InputField<T>): InputField<T | undefined> {
    return { ...inner, initial: undefined };
  },
};

/** A number field's bounds as a form's number input takes them (an unbounded end left out). */
export function numberBounds(numberField: InputField<unknown>): { min?: number; max?: number } {
  const { min, max } = numberField.range ?? {};
  return {
    ...(min !== undefined && Number.isFinite(min) ? { min } : {}),
    ...(max !== undefined && Number.isFinite(max) ? { max } : {}),
  };
}

/** A number field's range in words, as a form's hint: '1 to 1,000', 'at least 0', '' when it has none. */
export function rangeHint(numberField: InputField<unknown>): string {
  const { min, max } = numberBounds(numberField);
  const n = (value: number) => value.toLocaleString('en');
  if (min !== undefined && max !== undefined) return `${n(min)} to ${n(max)}`;
  if (min !== undefined) return `at least ${n(min)}`;
  return max !== undefined ? `at most ${n(max)}` : '';
}

const BASE_FIELDS = {
  task: field.text('', 200),
  pose_ids: field.list(field.text('', 200)),
  collection_id: field.optionalText(),
} as const;

/** The schema of a job's input: the base fields every action has, and the job's own. */
export function jobInput<F extends InputFields>(fields: F): JobInput<InputOf<F>> {
  const all: InputFields = { ...BASE_FIELDS, ...fields };
  return {
    fields,
    defaults(task) {
      const values = Object.entries(fields)
        .filter(([, f]) => f.initial !== undefined)
        .map(([key, f]) => [key, structuredClone(f.initial)]);
      return { task, pose_ids: [], collection_id: null, ...Object.fromEntries(values) } as InputOf<F>;
    },
    problems: (input) => objectProblems(all, input).map(([path, message]) => `input${path}: ${message}`),
    known: (input) =>
      Object.fromEntries(Object.entries(input).filter(([key]) => Object.hasOwn(all, key))) as InputOf<F>,
  };
}
