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
