import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Where the browser may open connections besides this server: hosted Pusher, the auth0 tenant. */
function connectSources(config: Config): string[] {
  const sources = ["'self'"];
  const pusher = config.pusher;
  if (pusher) {
    const host = `${pusher.host ?? `ws-${pusher.cluster}.pusher.com`}${pusher.port ? `:${pusher.port}` : ''}`;
    sources.push(`wss://${host}`, ...(pusher.host ? [`ws://${host}`] : []));
  }
  if (config.auth0) sources.push(`https://${config.auth0.domain}`);
  return sources;
}

/**
 * The app's Content-Security-Policy: scripts only from this server, never inline and never compiled at
 * run time (SMILES are drawn by the server: POST /api/depictions); workers from this server or blobs; inline
 * styles (React style attributes, 3Dmol); never framed; auth0's silent renewal frame only in auth0 mode.
 */
export function contentSecurityPolicy(config: Config): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSources(config),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': config.auth0 ? [`https://${config.auth0.domain}`] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** CSP, no MIME sniffing, no framing, no referrer to other sites: on every answer. */
export function installProtectiveHeaders(app: FastifyInstance, config: Config): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
