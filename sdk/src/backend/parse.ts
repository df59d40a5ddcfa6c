import type { z } from 'zod';
import { validation } from './errors.ts';

/** Parses an untrusted body with zod; the 400 `VALIDATION` names each offending field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validation(describeIssues(result.error));
}

/** One line of zod's issues: `field: message`, unknown fields listed together. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((key) => (path ? `${path}.${key}` : key));
        return `unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
      }
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
