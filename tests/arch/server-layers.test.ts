import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's layers (README 'Architecture'): routes parse and answer; everything below them takes
// plain values; repositories (repo.ts, *Repo.ts) and the database layer (db/) alone hold SQL.
const serverSrc = join(import.meta.dirname, '..', '..', 'server', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

const all = files(serverSrc).map((file) => ({ path: relative(serverSrc, file), source: readFileSync(file, 'utf8') }));

/** HTTP-aware modules: the routes, the http helpers, the authentication hook and the app itself. */
export const isHttpLayer = (path: string) =>
  /^(routes|http)\//.test(path) || ['app.ts', 'errors.ts', 'auth/authenticator.ts'].includes(path);
export const isRepository = (path: string) => /^db\//.test(path) || /(^|\/)(repo|\w+Repo)\.ts$/.test(path);

/** An HTTP request reaching a module: fastify's request or reply type, or reading what only a request has. */
export function takesRequest(source: string): boolean {
  return (
    /\bFastify(Request|Reply)\b/.test(source) ||
    /\b(request|req)\.(user|params|body|headers|log|hostname|raw)\b/.test(source)
  );
}

/** An SQL statement in a string (comments saying 'the UPDATE' do not count). */
export function holdsSql(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return /['"`]\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|LISTEN\s|WITH\s+\w+\s+AS\s*\()/.test(
    code,
  );
}

describe('server layers', () => {
  it('finds the server sources', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((f) => f.path === 'jobs/service.ts')).toBe(true);
  });

  it('services and everything else below the routes take plain values, never a request', () => {
    expect(all.filter((f) => !isHttpLayer(f.path) && takesRequest(f.source)).map((f) => f.path)).toEqual([]);
  });

  it('SQL lives only in repositories and the database layer', () => {
    expect(all.filter((f) => !isRepository(f.path) && holdsSql(f.source)).map((f) => f.path)).toEqual([]);
  });

  it('app.ts registers every route module', () => {
    const app = all.find((f) => f.path === 'app.ts')!.source;
    const registrars = all
      .filter((f) => f.path.startsWith('routes/'))
      .flatMap((f) => [...f.source.matchAll(/^export function (register\w+)\(app: FastifyInstance/gm)].map((m) => m[1]))
      // the generic item routes are a factory the route modules call with their type's rules
      .filter((name) => name !== 'registerItemRoutes');
    expect(registrars.length).toBeGreaterThan(10);
    expect(registrars.filter((name) => !new RegExp(`\\b${name}\\(app\\b`).test(app))).toEqual([]);
    const elsewhere = all.filter(
      (f) =>
        f.path !== 'app.ts' &&
        registrars.some((name) => new RegExp(`\\b${name}\\(`).test(f.source.replace(/^export function .*$/gm, ''))),
    );
    expect(elsewhere.map((f) => f.path)).toEqual([]);
  });
});

describe('the layer checks themselves', () => {
  it('catch a request in a service and SQL outside a repository', () => {
    expect(takesRequest("import type { FastifyRequest } from 'fastify';")).toBe(true);
    expect(takesRequest('export async function run(ctx: AppContext, request: Req) { return request.user.id; }')).toBe(
      true,
    );
    expect(
      takesRequest('export function page(scope: ItemScope, request: QueryRequest) { return request.query; }'),
    ).toBe(false);
    expect(takesRequest('export async function run(ctx: AppContext, user: AuthUser) {}')).toBe(false);
    expect(holdsSql("await tx.query('DELETE FROM items WHERE session_id = $1', [sid]);")).toBe(true);
    expect(holdsSql('const rows = await db.query(`\n  SELECT body FROM items`);')).toBe(true);
    expect(holdsSql('// the row lock of the UPDATE serialises them\nconst x = 1;')).toBe(false);
    expect(holdsSql("throw new Error('Select at least 1 structure');")).toBe(false);
    expect(
      isRepository('jobs/repo.ts') &&
        isRepository('items/sessionsRepo.ts') &&
        isRepository('db/migrations/001_init.ts'),
    ).toBe(true);
    expect(isRepository('jobs/service.ts') || isRepository('routes/repository.ts')).toBe(false);
  });
});
