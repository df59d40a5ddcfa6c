import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkLaunchSettings } from '@bench/launch';
import { catalogFromEnv, type CatalogEntry } from '@bench/catalog';
import { jobsConfig, type JobsConfig } from './jobs/config.ts';
import { itemLimits, type ItemLimits } from './items/limits.ts';
import { securityConfig, type SecurityConfig } from './security/config.ts';

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
  auth0: { domain: string; clientId: string; jwksUrl: string; audience?: string } | null;
  bodyLimit: number;
  initialCredits: number;
  disruption: { message: string; url: string | null } | null;
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

export const MEMORY = 'memory://';
const MiB = 1024 * 1024;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got '${raw}'`);
  return value;
}

/** BENCH_SECRET, else a random secret kept in the data directory so tokens survive restarts. */
function secretFor(env: Env, dataDir: string): string {
  if (env.BENCH_SECRET) return env.BENCH_SECRET;
  if (dataDir === MEMORY) return randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function pusherFrom(env: Env): PusherConfig | null {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = env;
  if (!appId || !key || !secret || !(env.PUSHER_CLUSTER || env.PUSHER_HOST)) return null;
  const [host, port] = (env.PUSHER_HOST ?? '').split(':');
  return {
    appId,
    key,
    secret,
    cluster: env.PUSHER_CLUSTER || undefined,
    host: host || undefined,
    port: port ? Number(port) : undefined,
  };
}

/** The server's configuration from its environment, frozen: nothing changes it at run time. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Readonly<Config> {
  const authMode = (env.AUTH_MODE ?? 'local') as AuthMode;
  if (authMode !== 'local' && authMode !== 'auth0')
    throw new Error(`AUTH_MODE must be local or auth0, got '${authMode}'`);
  const rawDir = overrides.dataDir ?? env.BENCH_DATA_DIR ?? './data';
  const dataDir = rawDir === MEMORY || rawDir === 'memory' ? MEMORY : resolve(rawDir);
  const domain = env.AUTH0_DOMAIN ?? '';
  if (authMode === 'auth0' && (!domain || !env.AUTH0_CLIENT_ID))
    throw new Error('AUTH_MODE=auth0 needs AUTH0_DOMAIN and AUTH0_CLIENT_ID');
  const staticDir = resolve(env.BENCH_STATIC_DIR ?? 'app/dist');
  const secret = overrides.secret ?? secretFor(env, dataDir);
  checkLaunchSettings(env);
  return deepFreeze({
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? (authMode === 'local' ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL || null,
    authMode,
    usersFile: env.BENCH_USERS_FILE ? resolve(env.BENCH_USERS_FILE) : null,
    auth0:
      authMode === 'auth0'
        ? {
            domain,
            clientId: env.AUTH0_CLIENT_ID!,
            jwksUrl: env.AUTH0_JWKS_URL || `https://${domain}/.well-known/jwks.json`,
            audience: env.AUTH0_AUDIENCE || undefined,
          }
        : null,
    bodyLimit: int(env, 'BENCH_BODY_LIMIT', 50 * MiB),
    initialCredits: int(env, 'BENCH_INITIAL_CREDITS', 1000),
    disruption: env.BENCH_DISRUPTION_MESSAGE
      ? { message: env.BENCH_DISRUPTION_MESSAGE, url: env.BENCH_DISRUPTION_URL || null }
      : null,
    supportUrl: env.BENCH_SUPPORT_URL ?? 'https://bench.example.org/support',
    cadUrl: env.BENCH_CAD_URL ?? 'https://bench.example.org/cad',
    billingPortalUrl: env.BENCH_BILLING_PORTAL_URL || null,
    pusher: pusherFrom(env),
    liveKey: env.BENCH_LIVE_KEY ?? 'bench',
    staticDir: existsSync(join(staticDir, 'index.html')) ? staticDir : null,
    gzipThresholdBytes: int(env, 'BENCH_GZIP_THRESHOLD', 64 * 1024),
    maxResults: int(env, 'BENCH_MAX_RESULTS', 10_000),
    limits: itemLimits((name, fallback) => int(env, name, fallback)),
    maxJsonDepth: int(env, 'BENCH_MAX_JSON_DEPTH', 100),
    authLeewaySeconds: int(env, 'BENCH_AUTH_LEEWAY', 60),
    jobs: jobsConfig(env, env.DATABASE_URL || null),
    security: securityConfig(env),
    catalog: catalogFromEnv(env),
    environment: { ...env },
    logger: env.BENCH_LOG !== '0',
    ...overrides,
    dataDir,
    secret,
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
