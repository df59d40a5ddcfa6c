import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
/**
 * The app's Content-Security-Policy: scripts only from this server, never inline and never compiled at
 * run time (SMILES are drawn by the server: POST /api/depictions); workers from this server or blobs; inline
 * styles (React style attributes, 3Dmol); never framed; auth0's silent renewal frame only in auth0 mode.
 */
export declare function contentSecurityPolicy(config: Config): string;
/** CSP, no MIME sniffing, no framing, no referrer to other sites: on every answer. */
export declare function installProtectiveHeaders(app: FastifyInstance, config: Config): void;
