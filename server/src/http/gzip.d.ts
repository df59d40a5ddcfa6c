import type { FastifyInstance } from 'fastify';
/**
 * Inflates `Content-Encoding: gzip` bodies before parsing. The body limit then applies to the
 * inflated size, and `receivedEncodedLength` lets fastify check Content-Length against the wire bytes.
 */
export declare function installGzipBodies(app: FastifyInstance): void;
