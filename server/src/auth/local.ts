import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/types.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { storedPassword, storePassword } from './passwordsRepo.ts';
import type { DeclaredUser } from './users.ts';

const ISSUER = 'bench-local';
const AUDIENCE = 'bench';
const LIFETIME_SECONDS = 12 * 3600;

/** The password in force: the one the user set (PUT /api/users/{id}/password), else the users file's. */
type Credential = { hash: string } | { plain: string };

function same(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Local mode with a users file: HS256 id tokens signed with BENCH_SECRET. A token must carry `exp`
 * (checked with BENCH_AUTH_LEEWAY) and a fingerprint of the password in force when it was issued,
 * so a password change — on any server of the database — revokes every earlier token.
 */
export class LocalTokens {
  private readonly key: Uint8Array;
  /** checked against for unknown names, so timing does not tell which names exist */
  private readonly decoy = hashPassword('\u0000');

  constructor(
    private readonly secret: string,
    private readonly users: DeclaredUser[],
    private readonly db: Queryable,
    private readonly leewaySeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The user when the password is right. */
  async check(username: string, password: string): Promise<DeclaredUser | null> {
    const user = this.users.find((u) => u.username === username);
    const credential = user ? await this.credential(user) : { hash: await this.decoy };
    const ok =
      'hash' in credential ? await passwordMatches(password, credential.hash) : same(password, credential.plain);
    return user && ok ? user : null;
  }

  /** A token for the new password (earlier ones stop working); null when `current` is not the user's password. */
  async changePassword(userId: string, current: string, next: string): Promise<string | null> {
    const user = this.users.find((u) => u.id === userId);
    if (!user || !(await this.check(user.username, current))) return null;
    await storePassword(this.db, user.id, next);
    return this.sign(user);
  }

  async sign(user: DeclaredUser): Promise<string> {
    return new SignJWT({ given_name: user.firstName, family_name: user.lastName, pwd: await this.fingerprint(user) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The declared user named by a valid token, with the token's expiry; null when invalid, expired or revoked. */
  async verify(token: string): Promise<{ user: DeclaredUser; exp: number } | null> {
    const payload = await this.verifiedClaims(token);
    const user = payload && this.users.find((u) => u.id === payload.sub);
    // the fingerprint reads the stored password: a database that is down answers 503, not 401
    if (!user || typeof payload.pwd !== 'string' || !same(payload.pwd, await this.fingerprint(user))) return null;
    return { user, exp: payload.exp! };
  }

  /** The token's claims when its signature, issuer, audience and times hold; null otherwise. */
  private async verifiedClaims(token: string) {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        clockTolerance: this.leewaySeconds,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload;
    } catch {
      return null;
    }
  }

  private async credential(user: DeclaredUser): Promise<Credential> {
    const stored = await storedPassword(this.db, user.id);
    if (stored) return { hash: stored };
    return user.passwordHash ? { hash: user.passwordHash } : { plain: user.password ?? '' };
  }

  /** HMAC of the password in force: names it without revealing it, changes with it. */
  private async fingerprint(user: DeclaredUser): Promise<string> {
    const credential = await this.credential(user);
    const text = 'hash' in credential ? `hash:${credential.hash}` : `plain:${credential.plain}`;
    return createHmac('sha256', this.secret).update(`${user.id}\u0000${text}`).digest('base64url');
  }
}
