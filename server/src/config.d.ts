import { type CatalogEntry } from '@bench/catalog';
import { type JobsConfig } from './jobs/config.ts';
import { type ItemLimits } from './items/limits.ts';
import { type SecurityConfig } from './security/config.ts';
type AuthMode = 'local' | 'auth0';
interface PusherConfig {
    appId: string;
    key: string;
    secret: string;
    cluster?: string;
    host?: string;
    port?: number;
}
export interface Config {
    port: number;
    host: string;
    /** a directory, or 'memory://' for an in-memory embedded database */
    dataDir: string;
    databaseUrl: string | null;
    authMode: AuthMode;
    usersFile: string | null;
    secret: string;
    auth0: {
        domain: string;
        clientId: string;
        jwksUrl: string;
        audience?: string;
    } | null;
    bodyLimit: number;
    initialCredits: number;
    disruption: {
        message: string;
        url: string | null;
    } | null;
    supportUrl: string;
    cadUrl: string;
    billingPortalUrl: string | null;
    pusher: PusherConfig | null;
    /** key and secret of the built-in Pusher-protocol endpoint */
    liveKey: string;
    staticDir: string | null;
    gzipThresholdBytes: number;
    maxResults: number;
    /** sizes of stored objects: names, session state, selectors, ligands, sequences, whole items */
    limits: ItemLimits;
    /** deepest JSON nesting a request body may have (BENCH_MAX_JSON_DEPTH) */
    maxJsonDepth: number;
    authLeewaySeconds: number;
    /** queue, workers, timeouts and engine choices of the job pipeline */
    jobs: JobsConfig;
    /** allowed Host names and the live channel's and sign-in's limits (SECURITY.md) */
    security: SecurityConfig;
    /** the plugins this server loads (app/catalog.json, or BENCH_CATALOG; narrowed by BENCH_PLUGINS) */
    catalog: readonly CatalogEntry[];
    /** the environment the plugins' own settings are read from (their `./settings` entries) */
    environment: Readonly<Env>;
    logger: boolean;
}
type Env = Record<string, string | undefined>;
export declare const MEMORY = "memory://";
/** The server's configuration from its environment, frozen: nothing changes it at run time. */
export declare function loadConfig(env?: Env, overrides?: Partial<Config>): Readonly<Config>;
export {};
