import { z } from 'zod';
import { isValidName } from '@bench/sdk/model';
import { id } from '@bench/server-kit';

export { SERVER_FIELDS } from '@bench/server-kit';
export { freeName, id, json, provenance, typeSchemas, type TypeSchemas } from '@bench/server-kit';

export const ids = z.array(id).max(10_000);
export const timestamp = z.iso.datetime({ offset: true });
// a name's length is a setting (BENCH_MAX_NAME_LENGTH, items/limits.ts)
export const validName = z.string().refine(isValidName, 'may contain only letters, digits, whitespace and : . - _ & + ( ) % ,');
