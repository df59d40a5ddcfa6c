import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
/**
 * Whether this server checks Host and Origin: always in local mode (where the single user needs no
 * credentials, so a page on another site must not reach the API through DNS rebinding or a form),
 * and wherever BENCH_ALLOWED_HOSTS names the site's own host names.
 */
export declare function guardsHosts(config: Config): boolean;
/**
 * Why a request is refused (null when it is not): a Host other than a loopback name (any port) or
 * an entry of BENCH_ALLOWED_HOSTS (`name`, any port, or `name:port`); an Origin other than the Host.
 */
export declare function hostRefusal(headers: IncomingHttpHeaders, config: Config): string | null;
/** Refuses, before anything else runs, requests whose Host or Origin is not this server's (403 HOST_NOT_ALLOWED). */
export declare function installHostGuard(app: FastifyInstance, config: Config): void;
