import { proxy } from 'valtio';
import { ofetch, type $Fetch } from 'ofetch';
import type { AppSettings, Auth, AuthState, User } from '@bench/sdk';
import {
  AUTH0_SCOPE,
  createWebAuth,
  redirectTarget,
  tokenExpiry,
  type WebAuthFactory,
  type WebAuthLike,
  type WebAuthResult,
} from './auth0.ts';
import { systemClock, type Clock } from './clock.ts';

export const TOKEN_KEY = 'bench.idToken';

export interface BrowserLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly href: string;
  /** full navigation (sign-in, logout) */
  assign(url: string): void;
  /** in-app path change without a reload (after the callback) */
  replacePath(path: string): void;
}

export interface AuthDeps {
  settings: AppSettings;
  /** Plain HTTP for /me and /api/auth/local: Api depends on Auth, so Auth cannot use Api. */
  http?: $Fetch;
  /** for the default http: '' in the browser (same origin) */
  baseURL?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  location?: BrowserLocation;
  webAuth?: WebAuthFactory;
  clock?: Clock;
}

export class AuthService implements Auth {
  readonly state: AuthState = proxy<AuthState>({ user: null, signInRequired: false });
  private readonly http: $Fetch;
  private readonly location: BrowserLocation;
  private readonly clock: Clock;
  private webAuthClient: Promise<WebAuthLike> | null = null;
  private renewing: Promise<void> | null = null;
  private signedIn: ((user: User) => void) | null = null;
  private token: string | null;

  constructor(private readonly deps: AuthDeps) {
    this.http =
      deps.http ??
      ofetch.create({
        baseURL: deps.baseURL ?? '',
        retry: 0,
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' },
      });
    this.location = deps.location ?? browserLocation();
    this.clock = deps.clock ?? systemClock;
    this.token = readStorage(deps.storage);
  }

  get mode() {
    return this.deps.settings.authMode;
  }
  get user() {
    return this.state.user;
  }

  start(): Promise<User> {
    return this.mode === 'auth0' ? this.startAuth0() : this.startLocal();
  }

  getToken(): string | null {
    return this.token;
  }

  renew(): Promise<void> {
    this.renewing ??= (this.mode === 'auth0' ? this.renewAuth0() : this.renewLocal()).finally(
      () => (this.renewing = null),
    );
    return this.renewing;
  }

  login(redirect = this.location.pathname + this.location.search): void {
    if (this.mode === 'local') {
      this.state.signInRequired = this.deps.settings.localLoginRequired;
      return;
    }
    void this.webAuth().then((webAuth) => webAuth.authorize({ redirectUri: this.callbackUrl(redirect) }));
  }

  async loginWithPassword(username: string, password: string): Promise<User> {
    const { id_token } = await this.http<{ id_token: string }>('/api/auth/local', {
      method: 'POST',
      body: { username, password },
    });
    this.storeToken(id_token);
    const user = await this.signIn(id_token);
    this.signedIn?.(user);
    this.signedIn = null;
    return user;
  }

  logout(): void {
    this.storeToken(null);
    this.state.user = null;
    if (this.mode === 'local') {
      this.location.assign(this.location.origin);
      return;
    }
    const clientID = this.deps.settings.auth0!.clientId;
    void this.webAuth().then((webAuth) => webAuth.logout({ returnTo: this.location.origin, clientID }));
  }

  async handleCallback(url: string): Promise<string> {
    const webAuth = await this.webAuth();
    const result = await new Promise<WebAuthResult | null>((resolve, reject) =>
      webAuth.parseHash({ hash: new URL(url).hash }, (error, parsed) => (error ? reject(error) : resolve(parsed))),
    );
    if (!result?.idToken) throw new Error('Sign-in callback carried no identity token.');
    this.storeToken(result.idToken);
    await this.signIn(result.idToken);
    return redirectTarget(url, this.deps.settings.callbackPath);
  }

  private async startLocal(): Promise<User> {
    try {
      return await this.signIn(this.getToken());
    } catch (error) {
      if (!(statusOf(error) === 401 && this.deps.settings.localLoginRequired)) throw error;
      this.storeToken(null);
      this.state.signInRequired = true;
      // the shell's sign-in form calls loginWithPassword, which resolves this
      return new Promise<User>((resolve) => (this.signedIn = resolve));
    }
  }

  private async startAuth0(): Promise<User> {
    if (this.location.pathname === this.deps.settings.callbackPath) {
      const target = await this.handleCallback(this.location.href);
      this.location.replacePath(target);
      return this.state.user!;
    }
    const token = this.getToken();
    if (!token) return this.redirectToLogin();
    if (this.isExpired(token)) {
      try {
        await this.renew();
      } catch {
        return new Promise<never>(() => {}); // renewal failure already went to sign-in
      }
      return this.state.user!;
    }
    return this.signIn(token);
  }

  private async renewAuth0(): Promise<void> {
    const webAuth = await this.webAuth();
    try {
      const result = await new Promise<WebAuthResult | null>((resolve, reject) =>
        webAuth.checkSession(
          { responseType: 'id_token', scope: AUTH0_SCOPE, redirectUri: this.callbackUrl() },
          (error, renewed) => (error ? reject(error) : resolve(renewed)),
        ),
      );
      if (!result?.idToken) throw new Error('Silent renewal returned no identity token.');
      this.storeToken(result.idToken);
      await this.signIn(result.idToken);
    } catch (error) {
      this.login();
      throw error;
    }
  }

  /** Local tokens cannot be renewed silently: a rejected one means signing in again. */
  private async renewLocal(): Promise<void> {
    if (!this.deps.settings.localLoginRequired) return;
    this.storeToken(null);
    this.state.signInRequired = true;
    throw new Error('Signed out: please sign in again.');
  }

  private async signIn(token: string | null): Promise<User> {
    const user = await this.http<User>('/me', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    this.state.user = user;
    this.state.signInRequired = false;
    return user;
  }

  private isExpired(token: string): boolean {
    const exp = tokenExpiry(token);
    return exp === null || exp - this.deps.settings.authLeewaySeconds <= this.clock.now() / 1000;
  }

  private redirectToLogin(): Promise<never> {
    this.login();
    return new Promise<never>(() => {});
  }

  private callbackUrl(redirect?: string): string {
    const base = this.location.origin + this.deps.settings.callbackPath;
    return redirect === undefined ? base : `${base}?redirect=${encodeURIComponent(redirect)}`;
  }

  private webAuth(): Promise<WebAuthLike> {
    const auth0 = this.deps.settings.auth0;
    if (!auth0) return Promise.reject(new Error('auth0 mode needs settings.auth0'));
    this.webAuthClient ??= (this.deps.webAuth ?? createWebAuth)({
      domain: auth0.domain,
      clientID: auth0.clientId,
      ...(auth0.audience ? { audience: auth0.audience } : {}),
      scope: AUTH0_SCOPE,
      responseType: 'id_token',
      redirectUri: this.callbackUrl(),
    });
    return this.webAuthClient;
  }

  private storeToken(token: string | null) {
    this.token = token;
    try {
      if (token === null) this.deps.storage?.removeItem(TOKEN_KEY);
      else this.deps.storage?.setItem(TOKEN_KEY, token);
    } catch {
      // storage can be disabled (private mode); the session then lasts one page load
    }
  }
}

function readStorage(storage: AuthDeps['storage']): string | null {
  try {
    return storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { status?: number } | null)?.status;
}

function browserLocation(): BrowserLocation {
  const { location, history } = globalThis;
  return {
    get origin() {
      return location.origin;
    },
    get pathname() {
      return location.pathname;
    },
    get search() {
      return location.search;
    },
    get href() {
      return location.href;
    },
    assign: (url) => location.assign(url),
    replacePath: (path) => history.replaceState(null, '', path),
  };
}
