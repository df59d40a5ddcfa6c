import { z } from 'zod';
import type { EntityType } from '@bench/sdk/model';
import { validation } from '../errors.ts';
import { fieldsOf } from '../query/fields.ts';
import { ids } from './schemas/index.ts';

/** Bodies shared by every type's generic routes. */
export const idsBody = z.strictObject({ ids });

export const queryBody = z.strictObject({
  query: z.record(z.string(), z.unknown()).optional(),
  sort: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])).optional(),
  page: z.number().int().min(0).optional(),
  per_page: z.number().int().min(1).max(500).optional(),
  fields: z.array(z.string()).max(200).optional(),
});

export function checkFields(type: EntityType, fields: string[] | undefined): void {
  const known = fieldsOf(type);
  const unknown = (fields ?? []).filter((field) => !known.has(field));
  if (unknown.length)
    throw validation(`unknown field${unknown.length > 1 ? 's' : ''} in fields: ${unknown.join(', ')}`);
}
