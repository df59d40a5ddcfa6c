import type { Queryable } from '../db/types.ts';
import type { DeclaredUser } from './users.ts';
/**
 * Local mode with a users file: HS256 id tokens signed with BENCH_SECRET. A token must carry `exp`
 * (checked with BENCH_AUTH_LEEWAY) and a fingerprint of the password in force when it was issued,
 * so a password change — on any server of the database — revokes every earlier token.
 */
export declare class LocalTokens {
    private readonly secret;
    private readonly users;
    private readonly db;
    private readonly leewaySeconds;
    private readonly key;
    /** checked against for unknown names, so timing does not tell which names exist */
    private readonly decoy;
    constructor(secret: string, users: DeclaredUser[], db: Queryable, leewaySeconds: number);
    /** The user when the password is right. */
    check(username: string, password: string): Promise<DeclaredUser | null>;
    /** A token for the new password (earlier ones stop working); null when `current` is not the user's password. */
    changePassword(userId: string, current: string, next: string): Promise<string | null>;
    sign(user: DeclaredUser): Promise<string>;
    /** The declared user named by a valid token, with the token's expiry; null when invalid, expired or revoked. */
    verify(token: string): Promise<{
        user: DeclaredUser;
        exp: number;
    } | null>;
    /** The token's claims when its signature, issuer, audience and times hold; null otherwise. */
    private verifiedClaims;
    private credential;
    /** HMAC of the password in force: names it without revealing it, changes with it. */
    private fingerprint;
}
