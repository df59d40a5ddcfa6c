import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parsedHost(host: string): URL | null {
  try {
    const url = new URL(`http://${host}`);
    return url.host === host.toLowerCase() ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether this server checks Host and Origin: always in local mode (where the single user needs no
 * credentials, so a page on another site must not reach the API through DNS rebinding or a form),
 * and wherever BENCH_ALLOWED_HOSTS names the site's own host names.
 */
export function guardsHosts(config: Config): boolean {
  return config.authMode === 'local' || config.security.allowedHosts.length > 0;
}

/**
 * Why a request is refused (null when it is not): a Host other than a loopback name (any port) or
 * an entry of BENCH_ALLOWED_HOSTS (`name`, any port, or `name:port`); an Origin other than the Host.
 */
export function hostRefusal(headers: IncomingHttpHeaders, config: Config): string | null {
  const host = headers.host ?? '';
  const url = parsedHost(host);
  const allowed = config.security.allowedHosts;
  if (!url || !(LOOPBACK_NAMES.has(url.hostname) || allowed.includes(url.hostname) || allowed.includes(url.host))) {
    const names = ['127.0.0.1', 'localhost', '[::1]', ...allowed].join(', ');
    return `This server answers only to ${names} (BENCH_ALLOWED_HOSTS adds names); the request named '${host.slice(0, 100)}'.`;
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://${url.host}` && origin !== `https://${url.host}`) {
    return `Requests from another site (${origin.slice(0, 100)}) are refused.`;
  }
  return null;
}

/** Refuses, before anything else runs, requests whose Host or Origin is not this server's (403 HOST_NOT_ALLOWED). */
export function installHostGuard(app: FastifyInstance, config: Config): void {
  if (!guardsHosts(config)) return;
  app.addHook('onRequest', async (request) => {
    const refusal = hostRefusal(request.headers, config);
    if (refusal) throw new HttpError(403, 'HOST_NOT_ALLOWED', refusal);
  });
}
