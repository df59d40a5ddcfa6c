import type { IncomingMessage } from 'node:http';
/**
 * The address a request comes from: its socket's, or — when that socket is one of the trusted
 * proxies of BENCH_TRUSTED_PROXIES — the nearest X-Forwarded-For hop that is not itself trusted.
 * The limits per address (sign-in, live sockets) count this.
 */
export declare function clientAddress(request: IncomingMessage, trustedProxies: readonly string[]): string;
