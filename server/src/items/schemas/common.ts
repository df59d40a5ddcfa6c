import { z } from 'zod';
import { isValidName } from '@bench/sdk/model';
import { id } from '@bench/sdk/backend';

export { SERVER_FIELDS } from '@bench/sdk/backend';
export { freeName, id, json, provenance, typeSchemas, type TypeSchemas } from '@bench/sdk/backend';

export const ids = z.array(id).max(10_000);
export const timestamp = z.iso.datetime({ offset: true });
// a name's length is a setting (BENCH_MAX_NAME_LENGTH, items/limits.ts)
export const validName = z
  .string()
  .refine(isValidName, 'may contain only letters, digits, whitespace and : . - _ & + ( ) % ,');
