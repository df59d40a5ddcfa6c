/** The part of auth0-js the Auth service uses, behind a factory so tests pass a fake. */
export interface WebAuthOptions {
  domain: string;
  clientID: string;
  audience?: string;
  scope: string;
  responseType: 'id_token';
  redirectUri: string;
}

export interface WebAuthResult {
  idToken?: string;
}

type Callback<T> = (error: unknown, result: T) => void;

export interface WebAuthLike {
  authorize(options: { redirectUri: string }): void;
  parseHash(options: { hash: string }, callback: Callback<WebAuthResult | null>): void;
  checkSession(
    options: { responseType: 'id_token'; scope: string; redirectUri: string },
    callback: Callback<WebAuthResult | null>,
  ): void;
  logout(options: { returnTo: string; clientID: string }): void;
}

export type WebAuthFactory = (options: WebAuthOptions) => Promise<WebAuthLike>;

export const AUTH0_SCOPE = 'openid app_metadata user_metadata';

/** auth0-js is loaded only in auth0 mode, keeping it out of the initial bundle. */
export const createWebAuth: WebAuthFactory = async (options) => {
  const { WebAuth } = await import('auth0-js');
  return new WebAuth(options) as unknown as WebAuthLike;
};

/** Where the callback screen goes: the requested same-origin path, else the sessions list. */
export function redirectTarget(callbackUrl: string, callbackPath: string): string {
  const requested = new URL(callbackUrl).searchParams.get('redirect');
  const isLocalPath =
    // biome-ignore lint/complexity/useOptionalChain: the explicit null check narrows `requested` for the lines below
    requested !== null && requested.startsWith('/') && !requested.startsWith('//') && !requested.startsWith('/\\');
  if (!isLocalPath || requested.split('?')[0] === callbackPath) return '/';
  return requested;
}

/** Seconds since epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const exp = JSON.parse(atob(payload)).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
