import type { ActionModel } from '../contracts.ts';
import { jobInput, type InputFields, type InputOf } from './input.ts';

/** A job's model as its plugin writes it: its input `fields` instead of hand-written defaults. */
export type JobSpec<F extends InputFields> = Omit<ActionModel<InputOf<F>>, 'defaults' | 'input'> & { fields: F };

/**
 * One typed job descriptor: the model with its input schema, from which its defaults, the server's
 * shape check on save and at run, and the input type of its form, validators and engine derive.
 */
export function defineJob<F extends InputFields>({ fields, ...spec }: JobSpec<F>): ActionModel<InputOf<F>> {
  const input = jobInput(fields);
  return { ...spec, input, defaults: () => input.defaults(spec.wireName ?? spec.task) };
}
