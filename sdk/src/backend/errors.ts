/** An error a route answers with: its status, code and message leave as `{ message, code }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** extra reply fields (e.g. the `issues` of a refused run) */
    readonly details?: Record<string, unknown>,
    /** extra reply headers (e.g. Retry-After) */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'NOT_FOUND', what);
export const forbidden = (what = 'Forbidden') => new HttpError(403, 'FORBIDDEN', what);
export const badRequest = (what: string) => new HttpError(400, 'BAD_REQUEST', what);
export const validation = (what: string) => new HttpError(400, 'VALIDATION', what);
export const conflict = (what: string) => new HttpError(409, 'CONFLICT', what);

/** How many problems of a bad file a message lists before it counts the rest. */
const PROBLEMS_SHOWN = 10;

/** A bounded message for a file's problems: the first ones, one a line, then how many there are in all. */
export function firstProblems(problems: readonly string[], shown = PROBLEMS_SHOWN): string {
  if (problems.length <= shown) return problems.join('\n');
  return [
    ...problems.slice(0, shown),
    `… and ${problems.length - shown} more problems (${problems.length} in all).`,
  ].join('\n');
}
