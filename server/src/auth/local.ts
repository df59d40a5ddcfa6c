import { timingSafeEqual, createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  check(username: string, password: string): DeclaredUser | null {
    const user = this.users.find((u) => u.username === username);
    // compare even when the user is unknown so timing does not tell which names exist
    const ok = same(password, user?.password ?? '\u0000');
    return user && ok ? user : null;
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
