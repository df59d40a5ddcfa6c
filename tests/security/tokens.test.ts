import { createServer, type Server } from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../api/helpers/database.ts';
import { startServer, startWithUsers, type TestServer } from '../api/helpers/server.ts';

// Issue 22 item 4: a token outlived its user's password change by up to 12 hours; a validly signed
// token without `exp` was accepted forever; BENCH_AUTH_LEEWAY was not applied to local tokens.
const SECRET = 'tokens-test-secret';
let database: TestDatabase;
const servers: TestServer[] = [];
const withUsers = async (env: Record<string, string> = {}) => {
  const started = await startWithUsers(database.db, { BENCH_SECRET: SECRET, ...env });
  servers.push(started.server);
  return started;
};
const me = (server: TestServer, token: string) =>
  server.call('GET', '/api/me', { token }).then((reply) => reply.status);
const now = () => Math.floor(Date.now() / 1000);

/** A local token with the claims of `token`, changed by `change`, signed with the server's secret. */
function forged(token: string, change: (claims: JWTPayload) => JWTPayload): Promise<string> {
  return new SignJWT(change({ ...decodeJwt(token) }))
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(SECRET));
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
});

describe('local tokens', () => {
  it('refuses a validly signed token without exp', async () => {
    const { server, bob } = await withUsers();
    expect(await me(server, await forged(bob, (claims) => claims))).toBe(200);
    expect(await me(server, await forged(bob, ({ exp: _exp, ...claims }) => claims))).toBe(401);
  });

  it('a password change revokes every earlier token of the user, on every server of the database', async () => {
    const { server, alice, bob } = await withUsers();
    const other = await withUsers();
    const before = other.alice;
    const changed = await server.call('PUT', `/api/users/${encodeURIComponent('local|alice')}/password`, {
      token: alice,
      body: { current_password: 'alice-pass', new_password: 'a-new-secret' },
    });
    expect(changed.status).toBe(200);
    for (const [on, token] of [
      [server, alice],
      [other.server, alice],
      [server, before],
    ] as const)
      expect(await me(on, token)).toBe(401);
    // the answer carries a token for the new password; bob's tokens are not touched
    expect(await me(other.server, changed.body.id_token)).toBe(200);
    expect(await me(server, bob)).toBe(200);
    await server.call('PUT', `/api/users/${encodeURIComponent('local|alice')}/password`, {
      token: changed.body.id_token,
      body: { current_password: 'a-new-secret', new_password: 'alice-pass' },
    });
  });

  it('applies BENCH_AUTH_LEEWAY to expiry: 30 s late passes with 60 s leeway, not with none', async () => {
    const lenient = await withUsers({ BENCH_AUTH_LEEWAY: '60' });
    const strict = await withUsers({ BENCH_AUTH_LEEWAY: '0' });
    const late = await forged(lenient.bob, (claims) => ({ ...claims, exp: now() - 30 }));
    expect(await me(lenient.server, late)).toBe(200);
    expect(await me(strict.server, late)).toBe(401);
    expect(await me(lenient.server, await forged(lenient.bob, (claims) => ({ ...claims, exp: now() - 120 })))).toBe(
      401,
    );
  });
});

describe('auth0 tokens', () => {
  let jwks: Server;
  let key: CryptoKey;
  const domain = 'bench-tokens.eu.auth0.com';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) =>
      response.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => jwks?.close(() => resolve())));

  it('refuses a validly signed id token without exp', async () => {
    const address = jwks.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = await startServer(database.db, {
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: domain,
      AUTH0_CLIENT_ID: 'bench',
      AUTH0_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
    });
    servers.push(server);
    const token = (exp?: number) => {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('auth0|ada')
        .setIssuer(`https://${domain}/`)
        .setAudience('bench')
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime(exp) : jwt).sign(key);
    };
    expect(await me(server, await token(now() + 600))).toBe(200);
    expect(await me(server, await token())).toBe(401);
  });
});
