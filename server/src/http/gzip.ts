import { createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

/**
 * Inflates `Content-Encoding: gzip` bodies before parsing. The body limit then applies to the
 * inflated size, and `receivedEncodedLength` lets fastify check Content-Length against the wire bytes.
 */
export function installGzipBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding']?.toLowerCase();
    if (!encoding || encoding === 'identity') return payload;
    if (encoding !== 'gzip')
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Unsupported Content-Encoding: ${encoding}`);
    const inflated = Object.assign(createGunzip(), { receivedEncodedLength: 0 });
    inflated.on('error', (error: Error & { statusCode?: number }) => {
      error.statusCode = 400;
      error.message = `Invalid gzip body: ${error.message}`;
    });
    payload.on('data', (chunk: Buffer) => {
      inflated.receivedEncodedLength += chunk.length;
    });
    return payload.pipe(inflated);
  });
}
