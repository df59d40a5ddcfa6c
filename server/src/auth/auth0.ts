import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { recordOrEmpty } from '@bench/sdk/model';
import type { AuthUser } from './users.ts';
import { flagsFrom } from './users.ts';

interface Auth0Settings {
  domain: string;
  clientId: string;
  jwksUrl: string;
  leewaySeconds: number;
  /** the flags the cataloged features are gated by */
  flagNames: readonly string[];
}

const NAMESPACED_METADATA = 'https://bench/app_metadata';

/** The user a verified Auth0 id token describes (API.md § Auth). */
function userFromClaims(payload: JWTPayload, flagNames: readonly string[]): AuthUser {
  const metadata = { ...recordOrEmpty(payload.app_metadata), ...recordOrEmpty(payload[NAMESPACED_METADATA]) };
  const roles = recordOrEmpty(metadata.authorization).roles;
  const text = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string') ?? '';
  return {
    id: String(payload.sub),
    firstName: text(payload.given_name, metadata.firstName, metadata.given_name),
    lastName: text(payload.family_name, metadata.lastName, metadata.family_name),
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
    isPromotionEditor: metadata.isPromotionEditor === true,
    flags: flagsFrom(metadata.flags, flagNames),
    ...(typeof metadata.organizationId === 'string' || typeof metadata.organizationId === 'number'
      ? { organizationId: metadata.organizationId }
      : {}),
    ...(typeof metadata.subscriptionType === 'string' ? { subscriptionType: metadata.subscriptionType } : {}),
  };
}

/** RS256 id tokens verified against the tenant's JWKS, audience = client id; `exp` required (with BENCH_AUTH_LEEWAY). */
export class Auth0Tokens {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly settings: Auth0Settings) {
    this.jwks = createRemoteJWKSet(new URL(settings.jwksUrl));
  }

  async verify(token: string): Promise<{ user: AuthUser; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: `https://${this.settings.domain}/`,
        audience: this.settings.clientId,
        algorithms: ['RS256'],
        clockTolerance: this.settings.leewaySeconds,
        requiredClaims: ['exp', 'sub'],
      });
      return { user: userFromClaims(payload, this.settings.flagNames), exp: payload.exp! };
    } catch {
      return null;
    }
  }
}
