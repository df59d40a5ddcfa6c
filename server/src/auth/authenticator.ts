import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import { Auth0Tokens } from './auth0.ts';
import { LocalTokens } from './local.ts';
import { localUser, loadUsersFile, type AuthUser, type DeclaredUser } from './users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
    tokenExp?: number;
  }
  interface FastifyContextConfig {
    /** reachable without signing in */
    public?: boolean;
  }
}

export interface Authenticator {
  /** local mode with a users file: credentials are needed */
  readonly localLoginRequired: boolean;
  identify(request: FastifyRequest): Promise<{ user: AuthUser; exp?: number } | null>;
  /** local users file only: a token for good credentials, null otherwise */
  login(username: string, password: string): Promise<string | null>;
  /** local users file only (else null): sets the user's password, answering a token for it (earlier tokens stop working); null when `current` is wrong */
  readonly changePassword: ((userId: string, current: string, next: string) => Promise<string | null>) | null;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The users of the file whose passwords are plain text, named once at start. */
function warnOfPlainPasswords(users: DeclaredUser[], file: string, warn: (message: string) => void): void {
  const plain = users.filter((user) => user.password !== undefined).map((user) => user.id);
  if (plain.length === 0) return;
  warn(
    `${file} keeps the passwords of ${plain.join(', ')} as plain text: replace them with hashes (npm run hash-password -- ${file}).`,
  );
}

/** `flagNames`: the flags the cataloged features are gated by (FeatureTable.flagNames), the only ones a user holds. */
export function createAuthenticator(
  config: Config,
  db: Queryable,
  warn: (message: string) => void,
  flagNames: readonly string[],
): Authenticator {
  if (config.authMode === 'auth0') {
    const tokens = new Auth0Tokens({ ...config.auth0!, leewaySeconds: config.authLeewaySeconds, flagNames });
    return {
      localLoginRequired: false,
      identify: async (request) => {
        const token = bearer(request);
        return token ? tokens.verify(token) : null;
      },
      login: async () => null,
      changePassword: null,
    };
  }
  if (!config.usersFile) {
    const user = localUser(flagNames);
    return {
      localLoginRequired: false,
      identify: async () => ({ user }),
      login: async () => null,
      changePassword: null,
    };
  }
  const users = loadUsersFile(config.usersFile, flagNames);
  warnOfPlainPasswords(users, config.usersFile, warn);
  const local = new LocalTokens(config.secret, users, db, config.authLeewaySeconds);
  return {
    localLoginRequired: true,
    identify: async (request) => {
      const token = bearer(request);
      return token ? local.verify(token) : null;
    },
    login: async (username, password) => {
      const user = await local.check(username, password);
      return user ? local.sign(user) : null;
    },
    changePassword: (userId, current, next) => local.changePassword(userId, current, next),
  };
}

/** Every route needs a signed-in user unless its config says `public: true`. */
export function installAuthentication(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const found = await auth.identify(request);
    if (!found) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign-in required');
    request.user = found.user;
    request.tokenExp = found.exp;
  });
}
