import type { AuthUser } from './users.ts';
interface Auth0Settings {
    domain: string;
    clientId: string;
    jwksUrl: string;
    leewaySeconds: number;
    /** the flags the cataloged features are gated by */
    flagNames: readonly string[];
}
/** RS256 id tokens verified against the tenant's JWKS, audience = client id; `exp` required (with BENCH_AUTH_LEEWAY). */
export declare class Auth0Tokens {
    private readonly settings;
    private readonly jwks;
    constructor(settings: Auth0Settings);
    verify(token: string): Promise<{
        user: AuthUser;
        exp: number;
    } | null>;
}
export {};
