import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startServer, startWithUsers, type TestServer } from './helpers/server.ts';

let database: TestDatabase;
const servers: TestServer[] = [];
const start = async (env: Record<string, string> = {}) => {
  const server = await startServer(database.db, env);
  servers.push(server);
  return server;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
});

describe('local mode', () => {
  it('without a users file every request is the single local user with every flag', async () => {
    const server = await start();
    const config = (await server.call('GET', '/api/config')).body;
    expect(config).toMatchObject({
      authMode: 'local',
      localLoginRequired: false,
      live: { key: 'bench', wsHost: '127.0.0.1', wsPort: server.port, authEndpoint: '/api/live/auth' },
    });
    const me = (await server.call('GET', '/me')).body;
    expect(me).toMatchObject({
      id: 'local',
      isPromotionEditor: true,
      flags: { canCloneProject: true, canSeePPD: true },
    });
    expect((await server.call('GET', '/api/me')).body.id).toBe('local');
  });

  it('with a users file needs a token from /api/auth/local', async () => {
    const { server, bob } = await startWithUsers(database.db);
    servers.push(server);
    expect((await server.call('GET', '/api/config')).body.localLoginRequired).toBe(true);
    const anonymous = await server.call('GET', '/api/sessions');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    expect((await server.call('GET', '/me')).status).toBe(401);
    const me = (await server.call('GET', '/api/me', { token: bob })).body;
    expect(me).toMatchObject({
      id: 'local|bob',
      firstName: 'Bob',
      isPromotionEditor: false,
      flags: { canCloneProject: false },
    });
    expect(me.exp).toBeGreaterThan(Date.now() / 1000);

    const wrong = await server.call('POST', '/api/auth/local', { body: { username: 'local|bob', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(
      (await server.call('POST', '/api/auth/local', { body: { username: 'mallory', password: 'x' } })).status,
    ).toBe(401);
    expect((await server.call('GET', '/api/sessions', { token: `${bob}x` })).status).toBe(401);
  });

  it('a local user changes their own password; the old one stops working, on every server of the database', async () => {
    const { server, alice, bob } = await startWithUsers(database.db);
    const other = await startWithUsers(database.db);
    servers.push(server, other.server);
    const change = (token: string, id: string, body: unknown) =>
      server.call('PUT', `/api/users/${encodeURIComponent(id)}/password`, { token, body });
    const login = (on: TestServer, password: string) =>
      on.call('POST', '/api/auth/local', { body: { username: 'local|alice', password } });

    expect(
      (await change(bob, 'local|alice', { current_password: 'alice-pass', new_password: 'bob-was-here' })).status,
    ).toBe(403);
    const wrong = await change(alice, 'local|alice', { current_password: 'guess', new_password: 'a-new-secret' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'The current password is wrong.']);
    expect(
      (await change(alice, 'local|alice', { current_password: 'alice-pass', new_password: 'short' })).body.message,
    ).toBe('new_password: at least 8 characters');
    const changed = await change(alice, 'local|alice', {
      current_password: 'alice-pass',
      new_password: 'a-new-secret',
    });
    expect(changed.body).toEqual({ ok: true, id_token: expect.any(String) });

    expect((await login(server, 'alice-pass')).status).toBe(401);
    expect((await login(other.server, 'alice-pass')).status).toBe(401);
    expect((await login(other.server, 'a-new-secret')).status).toBe(200);
    expect(
      (await server.call('POST', '/api/auth/local', { body: { username: 'local|bob', password: 'bob-pass' } })).status,
    ).toBe(200);
    // the other tests of this file sign in with the file's password
    expect(
      (
        await change(changed.body.id_token, 'local|alice', {
          current_password: 'a-new-secret',
          new_password: 'alice-pass',
        })
      ).status,
    ).toBe(200);
  });

  it('without a users file there is no password to change: a clear 501', async () => {
    const server = await start();
    const reply = await server.call('PUT', '/api/users/local/password', {
      body: { current_password: 'x', new_password: 'whatever1' },
    });
    expect([reply.status, reply.body.message]).toEqual([
      501,
      'This server signs in without passwords (no BENCH_USERS_FILE), so there is none to change.',
    ]);
  });

  it('rejects a token signed with another secret', async () => {
    const { server: one, bob } = await startWithUsers(database.db, { BENCH_SECRET: 'one' });
    const two = await startServer(database.db, {
      BENCH_USERS_FILE: (await import('./helpers/server.ts')).writeUsersFile(),
      BENCH_SECRET: 'two',
    });
    servers.push(one, two);
    expect((await one.call('GET', '/api/me', { token: bob })).status).toBe(200);
    expect((await two.call('GET', '/api/me', { token: bob })).status).toBe(401);
  });
});

describe('auth0 mode', () => {
  let jwksServer: Server;
  let jwksUrl: string;
  let key: CryptoKey;
  let otherKey: CryptoKey;
  const domain = 'bench-test.eu.auth0.com';
  const clientId = 'bench-client';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const address = jwksServer.address();
    jwksUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/.well-known/jwks.json`;
  });
  afterAll(() => new Promise<void>((resolve) => jwksServer?.close(() => resolve())));

  const token = (options: { signWith?: CryptoKey; audience?: string; expiresIn?: number } = {}) =>
    new SignJWT({
      given_name: 'Ada',
      family_name: 'Lovelace',
      app_metadata: { authorization: { roles: ['admin'] }, flags: { canCloneProject: true }, isPromotionEditor: false },
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('auth0|ada')
      .setIssuer(`https://${domain}/`)
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600))
      .sign(options.signWith ?? key);

  it('accepts a good RS256 id token and rejects expired, wrong-audience and wrong-key ones', async () => {
    const server = await start({
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: domain,
      AUTH0_CLIENT_ID: clientId,
      AUTH0_JWKS_URL: jwksUrl,
      BENCH_AUTH_LEEWAY: '0',
    });
    expect((await server.call('GET', '/api/config')).body).toMatchObject({
      authMode: 'auth0',
      auth0: { domain, clientId },
    });
    const me = await server.call('GET', '/api/me', { token: await token() });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: 'auth0|ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['admin'],
      isPromotionEditor: false,
      flags: { canCloneProject: true, canSeePPD: false },
    });

    for (const bad of [
      await token({ expiresIn: -60 }),
      await token({ audience: 'someone-else' }),
      await token({ signWith: otherKey }),
    ]) {
      const reply = await server.call('GET', '/api/me', { token: bad });
      expect(reply.status).toBe(401);
    }
    expect((await server.call('GET', '/api/sessions')).status).toBe(401);
    expect((await server.call('POST', '/api/auth/local', { body: { username: 'a', password: 'b' } })).status).toBe(404);
  });

  it('answers a clear 501 to a password change: auth0 keeps the passwords', async () => {
    const server = await start({
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: domain,
      AUTH0_CLIENT_ID: clientId,
      AUTH0_JWKS_URL: jwksUrl,
    });
    const reply = await server.call('PUT', `/api/users/${encodeURIComponent('auth0|ada')}/password`, {
      token: await token(),
      body: { current_password: 'x', new_password: 'whatever1' },
    });
    expect([reply.status, reply.body.message]).toEqual([
      501,
      'Passwords are kept by the sign-in provider (auth0) on this server: change yours there.',
    ]);
  });
});
