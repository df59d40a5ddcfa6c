import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildServer,
  loadConfig,
  type BenchServer,
  type Config,
  type Db,
  type ServerDeps,
} from '../../../server/src/index.ts';

export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  gzip?: boolean;
  /** send this exact text as the body */
  raw?: string;
}

/** What a test needs to talk to a server, in this process or another. */
export type Api = Pick<TestServer, 'call' | 'port'>;

export interface TestServer {
  url: string;
  port: number;
  server: BenchServer;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  close(): Promise<void>;
}

/** The real server on 127.0.0.1 (a free port) over a shared test database. */
export async function startServer(
  db: Db,
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  deps: Omit<ServerDeps, 'db'> = {},
): Promise<TestServer> {
  const config = loadConfig(
    { BENCH_DATA_DIR: 'memory://', BENCH_LOG: '0', BENCH_STATIC_DIR: join(tmpdir(), 'bench-no-static'), ...env },
    overrides,
  );
  const server = await buildServer(config, { ...deps, db });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return { url, port, server, call: httpCaller(url), close: () => server.close() };
}

/** Requests to the server at `url` as the tests make them (JSON in and out, a bearer token). */
export function httpCaller(url: string): TestServer['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Uint8Array | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.gzip && body !== undefined) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url + path, { method, headers, body: body as BodyInit | undefined });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as any, text, headers: response.headers };
  };
}

const ALL_FLAGS = {
  canCloneProject: true,
  canSeeSingleChainHmGroup: true,
  canSeeSingleChainHmLigand: true,
  canUseTestingTools: true,
  canSeePPD: true,
};

/** Alice: promotion editor with every flag; Bob: a scientist with none. */
export const TEST_USERS = [
  {
    id: 'local|alice',
    firstName: 'Alice',
    lastName: 'Editor',
    password: 'alice-pass',
    roles: ['scientist'],
    isPromotionEditor: true,
    flags: ALL_FLAGS,
    credits: 250,
    organizationId: 42,
    subscriptionType: 'Gold',
  },
  {
    id: 'local|bob',
    firstName: 'Bob',
    lastName: 'Scientist',
    password: 'bob-pass',
    roles: ['scientist'],
    isPromotionEditor: false,
    flags: {},
    credits: 10,
    subscriptionType: 'Startup',
  },
];

export function writeUsersFile(users: unknown[] = TEST_USERS): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-users-')), 'users.json');
  writeFileSync(file, JSON.stringify(users));
  return file;
}

/** A server with the test users file, and a signed-in token per user. */
export async function startWithUsers(db: Db, env: Record<string, string> = {}, deps: Omit<ServerDeps, 'db'> = {}) {
  const server = await startServer(db, { BENCH_USERS_FILE: writeUsersFile(), ...env }, {}, deps);
  const login = async (username: string, password: string) => {
    const reply = await server.call('POST', '/api/auth/local', { body: { username, password } });
    if (reply.status !== 200) throw new Error(`login ${username}: ${reply.status} ${reply.text}`);
    return reply.body.id_token as string;
  };
  return { server, alice: await login('local|alice', 'alice-pass'), bob: await login('local|bob', 'bob-pass') };
}
