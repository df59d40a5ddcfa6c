import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * Serves the built app from `root` without adding routes: files that exist are sent, any other
 * GET outside /api gets index.html (the app routes in the browser).
 */
export async function installStatic(app: FastifyInstance, root: string | null): Promise<void> {
  if (root) await app.register(fastifyStatic, { root, serve: false });
  app.setNotFoundHandler(async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!root || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    const relative = normalize(path).replace(/^([/\\])+/, '');
    const file = join(root, relative);
    if (relative && !relative.startsWith('..') && existsSync(file) && statSync(file).isFile())
      return reply.sendFile(relative);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
