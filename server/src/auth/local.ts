import { timingSafeEqual, createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/types.ts';
import { passwordMatches } from './passwords.ts';
import { storedPassword, storePassword } from './passwordsRepo.ts';
import type { DeclaredUser } from './users.ts';

const ISSUER = 'bench-local';
const AUDIENCE = 'bench';
const LIFETIME_SECONDS = 12 * 3600;

function same(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Local mode with a users file: HS256 id tokens signed with BENCH_SECRET. */
export class LocalTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly users: DeclaredUser[],
    private readonly db: Queryable,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The user when the password is right: the one they set (PUT /api/users/{id}/password), else the file's. */
  async check(username: string, password: string): Promise<DeclaredUser | null> {
    const user = this.users.find((u) => u.username === username);
    const stored = user ? await storedPassword(this.db, user.id) : null;
    // compare even when the user is unknown so timing does not tell which names exist
    const ok = stored ? await passwordMatches(password, stored) : same(password, user?.password ?? '\u0000');
    return user && ok ? user : null;
  }

  /** false when `current` is not the user's password */
  async changePassword(userId: string, current: string, next: string): Promise<boolean> {
    const user = this.users.find((u) => u.id === userId);
    if (!user || !(await this.check(user.username, current))) return false;
    await storePassword(this.db, user.id, next);
    return true;
  }

  sign(user: DeclaredUser): Promise<string> {
    return new SignJWT({ given_name: user.firstName, family_name: user.lastName })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The declared user named by a valid token, with the token's expiry; null when invalid. */
  async verify(token: string): Promise<{ user: DeclaredUser; exp?: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      const user = this.users.find((u) => u.id === payload.sub);
      return user ? { user, exp: payload.exp } : null;
    } catch {
      return null;
    }
  }
}
