import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { type AuthUser } from './users.ts';
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
    identify(request: FastifyRequest): Promise<{
        user: AuthUser;
        exp?: number;
    } | null>;
    /** local users file only: a token for good credentials, null otherwise */
    login(username: string, password: string): Promise<string | null>;
    /** local users file only (else null): sets the user's password, answering a token for it (earlier tokens stop working); null when `current` is wrong */
    readonly changePassword: ((userId: string, current: string, next: string) => Promise<string | null>) | null;
}
/** `flagNames`: the flags the cataloged features are gated by (FeatureTable.flagNames), the only ones a user holds. */
export declare function createAuthenticator(config: Config, db: Queryable, warn: (message: string) => void, flagNames: readonly string[]): Authenticator;
/** Every route needs a signed-in user unless its config says `public: true`. */
export declare function installAuthentication(app: FastifyInstance, auth: Authenticator): void;
