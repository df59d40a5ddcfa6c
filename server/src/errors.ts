import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '@bench/sdk/backend';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/unavailable.ts';

export {
  badRequest,
  describeIssues,
  firstProblems,
  forbidden,
  HttpError,
  notFound,
  parse,
  validation,
} from '@bench/sdk/backend';

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST'],
};

/** Every error leaves as `{ message, code }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .headers(error.headers ?? {})
        .send({ ...error.details, message: error.message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      // a restart or a network cut: the pool reconnects by itself, the client may retry
      request.log.warn(`database unavailable: ${error.message}`);
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ message: DATABASE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: error.message, code: known[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: 'BAD_REQUEST' });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
