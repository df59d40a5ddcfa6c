import { z } from 'zod';
import type { InputField } from '../jobs/input.ts';
import { ID_PATTERN, SERVER_FIELDS } from './fields.ts';

export const id = z.string().regex(ID_PATTERN, 'must be an id of 24 lower-case hex characters');
export const json = z.record(z.string(), z.unknown());
// a name's length is a setting (BENCH_MAX_NAME_LENGTH), checked beside the schema
export const freeName = z.string();

export type Shape = Record<string, z.ZodType>;

/** A shape problem's place below its field ('.12.A', '[2]') as a path of keys. */
const pathOf = (below: string): (string | number)[] =>
  [...below.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => key ?? Number(index));

/**
 * An item field checked by a job's input field (`field.*` of `@bench/sdk/model`): a job whose runs
 * are items of their own declares each of its inputs once, and the server refuses a malformed one
 * when it is saved, naming where it is wrong, as it refuses a malformed action input.
 */
export function fieldSchema<T>(inputField: InputField<T>): z.ZodType<T> {
  return z.unknown().superRefine((value, context) => {
    for (const [below, message] of inputField.shapeProblems(value))
      context.addIssue({ code: 'custom', message, path: pathOf(below) });
  }) as z.ZodType<T>;
}

/** How the server checks a type's bodies: strict create and update schemas and the queryable fields. */
export interface TypeSchemas {
  create: z.ZodType<Record<string, unknown>>;
  update: z.ZodType<Record<string, unknown>>;
  /** the type's own top-level fields (queryable and sortable when scalar) */
  fields: string[];
}

const serverShape: Shape = Object.fromEntries(SERVER_FIELDS.map((field) => [field, z.unknown().optional()]));

/** A field the server computes: a body that carries it is refused with `message`. */
const refused = (message: string) =>
  z
    .unknown()
    .refine(() => false, message)
    .optional();

/**
 * Strict create and update schemas from a type's fields; all optional unless `required` lists them.
 * `computed` fields are the server's own (queryable, never written by a client): each says why.
 */
export function typeSchemas(
  shape: Shape,
  options: { required?: string[]; updatable?: string[]; computed?: Record<string, string> } = {},
): TypeSchemas {
  const computedShape: Shape = Object.fromEntries(
    Object.entries(options.computed ?? {}).map(([key, message]) => [key, refused(message)]),
  );
  const createShape: Shape = { ...serverShape, ...computedShape };
  for (const [key, schema] of Object.entries(shape)) {
    createShape[key] = options.required?.includes(key) ? schema : schema.optional();
  }
  const updatable = options.updatable ?? Object.keys(shape);
  const updateShape: Shape = { ...serverShape, ...computedShape };
  for (const key of updatable) updateShape[key] = shape[key].optional();
  return {
    create: z.strictObject(createShape) as z.ZodType<Record<string, unknown>>,
    update: z.strictObject(updateShape) as z.ZodType<Record<string, unknown>>,
    fields: [...Object.keys(shape), ...Object.keys(computedShape)],
  };
}

/** Fields a result item carries about where it came from (DESIGN §6: simulated results are marked). */
export const provenance: Shape = {
  engine: z.string().max(100).nullable(),
  action_id: id.nullable(),
  task_id: z.string().max(200).nullable(),
};

/** Written by the job pipeline on the items it runs other than actions; accepted (and dropped) so a client may echo them. */
export const jobFields: Shape = {
  job_status: z.string().max(50),
  job_id: z.string().nullable(),
  price: z.number().nullable(),
  progress: json.nullable(),
  error_message: z.string().nullable(),
  notes: z.array(z.string()),
  method: json.nullable(),
};

/**
 * The fields of an item one job computes for one structure (a stability scan, an epitope table):
 * `inputs` names the structure, the job pipeline writes `outputs` and `status`.
 */
export const structureJobFields: Shape = {
  name: freeName,
  inputs: json,
  outputs: json,
  status: z.string().max(50),
  pose_collection_id: id.nullable(),
  ...provenance,
  ...jobFields,
};
