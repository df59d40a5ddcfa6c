import { afterAll, describe, expect, it, vi } from 'vitest';
import { ofetch } from 'ofetch';
import { AuthService, TOKEN_KEY, type BrowserLocation } from '../src/services/AuthService.ts';
import { redirectTarget, type WebAuthLike } from '../src/services/auth0.ts';
import { recordingServer, sendJson } from './recordingServer.ts';
import { testSettings } from './settings.ts';

const user = (id: string) => ({
  id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: [],
  isPromotionEditor: false,
  flags: {},
});

/** /me answers the user named by the bearer token; local sign-in accepts ada/secret. */
const server = await recordingServer((req, res) => {
  if (req.url === '/api/auth/local') {
    const { username, password } = JSON.parse(req.body);
    return username === 'ada' && password === 'secret'
      ? sendJson(res, 200, { id_token: 'local-token' })
      : sendJson(res, 401, { message: 'Wrong credentials', code: 'UNAUTHENTICATED' });
  }
  const token = req.headers.authorization?.replace('Bearer ', '');
  if (token) return sendJson(res, 200, user(`user-of-${token}`));
  return sendJson(res, 401, { message: 'Sign in first.', code: 'UNAUTHENTICATED' });
});
afterAll(() => server.close());

function jwt(expSeconds: number): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ exp: expSeconds, sub: 'auth0|ada' })}.sig`;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function fakeLocation(path: string): BrowserLocation & { assigned: string[]; replaced: string[] } {
  const url = new URL(path, 'https://bench.test');
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    href: url.href,
    assigned: [],
    replaced: [],
    assign(u) {
      this.assigned.push(u);
    },
    replacePath(p) {
      this.replaced.push(p);
    },
  };
}

function fakeWebAuth(renewal: { idToken?: string; error?: unknown } = {}) {
  const calls = {
    authorize: [] as unknown[],
    parseHash: [] as unknown[],
    checkSession: [] as unknown[],
    logout: [] as unknown[],
  };
  const webAuth: WebAuthLike = {
    authorize: (o) => void calls.authorize.push(o),
    parseHash: (o, cb) => (
      calls.parseHash.push(o), cb(null, { idToken: new URLSearchParams(o.hash.slice(1)).get('id_token') ?? undefined })
    ),
    checkSession: (o, cb) => (
      calls.checkSession.push(o), cb(renewal.error ?? null, renewal.idToken ? { idToken: renewal.idToken } : null)
    ),
    logout: (o) => void calls.logout.push(o),
  };
  return { calls, factory: vi.fn(async () => webAuth) };
}

function auth0(
  path: string,
  options: { storage?: ReturnType<typeof memoryStorage>; renewal?: Parameters<typeof fakeWebAuth>[0] } = {},
) {
  const web = fakeWebAuth(options.renewal);
  const location = fakeLocation(path);
  const storage = options.storage ?? memoryStorage();
  const auth = new AuthService({
    settings: testSettings({ authMode: 'auth0', authLeewaySeconds: 60 }),
    http: ofetch.create({ baseURL: server.url }),
    storage,
    location,
    webAuth: web.factory,
  });
  return { auth, web, location, storage };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('Auth (auth0 mode)', () => {
  it('finishes sign-in at the callback: parses the hash, stores the token and goes to the requested path', async () => {
    const { auth, web, location, storage } = auth0('/callback?redirect=%2Fsessions%2Fabc#id_token=tok-1');
    await expect(auth.start()).resolves.toMatchObject({ id: 'user-of-tok-1' });
    expect(web.calls.parseHash).toEqual([{ hash: '#id_token=tok-1' }]);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(location.replaced).toEqual(['/sessions/abc']);
    expect(auth.getToken()).toBe('tok-1');
  });

  it('answers the sessions list for a missing, foreign or looping redirect', async () => {
    const { auth } = auth0('/');
    await expect(auth.handleCallback('https://bench.test/callback#id_token=t')).resolves.toBe('/');
    expect(redirectTarget('https://bench.test/callback?redirect=%2F%2Fevil.example', '/callback')).toBe('/');
    expect(redirectTarget('https://bench.test/callback?redirect=https%3A%2F%2Fevil.example', '/callback')).toBe('/');
    expect(redirectTarget('https://bench.test/callback?redirect=%2Fcallback%3Fredirect%3D%2F', '/callback')).toBe('/');
    expect(redirectTarget('https://bench.test/callback?redirect=%2Fwhatsnew%3Fpage%3D2', '/callback')).toBe(
      '/whatsnew?page=2',
    );
  });

  it('sends a visitor without a token to sign-in with the requested path as redirect', async () => {
    const { auth, web } = auth0('/sessions/abc?tab=2');
    void auth.start();
    await settle();
    expect(web.calls.authorize).toEqual([
      { redirectUri: 'https://bench.test/callback?redirect=%2Fsessions%2Fabc%3Ftab%3D2' },
    ]);
    expect(web.factory).toHaveBeenCalledWith(
      expect.objectContaining({
        domain: 'bench.eu.auth0.com',
        clientID: 'client-1',
        scope: 'openid app_metadata user_metadata',
        responseType: 'id_token',
      }),
    );
  });

  it('uses a stored token that is still valid beyond the leeway', async () => {
    const token = jwt(Date.now() / 1000 + 3_600);
    const { auth, web } = auth0('/', { storage: memoryStorage({ [TOKEN_KEY]: token }) });
    await expect(auth.start()).resolves.toMatchObject({ id: `user-of-${token}` });
    expect(web.calls.checkSession).toEqual([]);
  });

  it('renews silently a token expiring within the leeway', async () => {
    const { auth, web, storage } = auth0('/', {
      storage: memoryStorage({ [TOKEN_KEY]: jwt(Date.now() / 1000 + 30) }),
      renewal: { idToken: 'fresh' },
    });
    await expect(auth.start()).resolves.toMatchObject({ id: 'user-of-fresh' });
    expect(web.calls.checkSession).toHaveLength(1);
    expect(storage.getItem(TOKEN_KEY)).toBe('fresh');
  });

  it('goes to sign-in when silent renewal fails', async () => {
    const { auth, web } = auth0('/trash', {
      storage: memoryStorage({ [TOKEN_KEY]: jwt(1) }),
      renewal: { error: new Error('login_required') },
    });
    void auth.start();
    await settle();
    expect(web.calls.authorize).toEqual([{ redirectUri: 'https://bench.test/callback?redirect=%2Ftrash' }]);
  });

  it('logs out back to the origin', async () => {
    const { auth, web, storage } = auth0('/', { storage: memoryStorage({ [TOKEN_KEY]: 't' }) });
    auth.logout();
    await settle();
    expect(web.calls.logout).toEqual([{ returnTo: 'https://bench.test', clientID: 'client-1' }]);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('Auth (local mode)', () => {
  const local = (localLoginRequired: boolean, storage = memoryStorage()) =>
    new AuthService({
      settings: testSettings({ localLoginRequired }),
      http: ofetch.create({ baseURL: server.url }),
      storage,
      location: fakeLocation('/'),
    });

  it('asks the user to sign in when /me refuses, and starts once the password is accepted', async () => {
    const storage = memoryStorage({ [TOKEN_KEY]: '' });
    const auth = local(true, storage);
    let started: unknown = null;
    void auth.start().then((u) => (started = u));
    await vi.waitFor(() => expect(auth.state.signInRequired).toBe(true));
    await expect(auth.loginWithPassword('ada', 'wrong')).rejects.toMatchObject({ status: 401 });
    expect(started).toBeNull();
    await auth.loginWithPassword('ada', 'secret');
    await vi.waitFor(() => expect(started).toMatchObject({ id: 'user-of-local-token' }));
    expect(storage.getItem(TOKEN_KEY)).toBe('local-token');
    expect(auth.state.signInRequired).toBe(false);
  });

  it('fails to start (no sign-in form) when /me refuses and no login is configured', async () => {
    await expect(local(false).start()).rejects.toMatchObject({ status: 401 });
  });
});
