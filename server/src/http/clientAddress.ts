import type { IncomingMessage } from 'node:http';

/**
 * The address a request comes from: its socket's, or — when that socket is one of the trusted
 * proxies of BENCH_TRUSTED_PROXIES — the nearest X-Forwarded-For hop that is not itself trusted.
 * The limits per address (sign-in, live sockets) count this.
 */
export function clientAddress(request: IncomingMessage, trustedProxies: readonly string[]): string {
  let address = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (trustedProxies.includes(address) && hops.length > 0) address = hops.pop()!;
  return address;
}
