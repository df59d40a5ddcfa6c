import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { User, UserFlags } from '@bench/sdk/model';
import { describeIssues } from '../errors.ts';
import { PASSWORD_HASH } from './passwords.ts';

/** A signed-in user as the server sees them: the sdk's User plus billing hints from the users file. */
export interface AuthUser extends User {
  credits?: number;
  organizationId?: string | number;
  subscriptionType?: string;
}

/** The declared flags (`flagNames`: FeatureTable.flagNames) a user holds: `true` in `raw` is on, anything else off. */
export function flagsFrom(raw: unknown, flagNames: readonly string[]): UserFlags {
  const given = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    canCloneProject: false,
    canUseTestingTools: false,
    ...Object.fromEntries(flagNames.map((name) => [name, given[name] === true])),
  };
}

/** Without a users file, local mode has one user who holds every declared flag and edits promotions. */
export function localUser(flagNames: readonly string[]): AuthUser {
  const flags = flagsFrom(Object.fromEntries(flagNames.map((name) => [name, true])), flagNames);
  return { id: 'local', firstName: 'Local', lastName: 'User', roles: [], isPromotionEditor: true, flags };
}

const declaredUser = z
  .strictObject({
    id: z.string().min(1),
    username: z.string().min(1).optional(),
    firstName: z.string(),
    lastName: z.string(),
    password: z.string().min(1).optional(),
    passwordHash: z.string().regex(PASSWORD_HASH, 'must be an scrypt hash written by npm run hash-password').optional(),
    roles: z.array(z.string()).default([]),
    flags: z.record(z.string(), z.boolean()).default({}),
    isPromotionEditor: z.boolean().default(false),
    credits: z.number().min(0).optional(),
    organizationId: z.union([z.string(), z.number()]).optional(),
    subscriptionType: z.string().optional(),
  })
  .refine(
    (user) => (user.password === undefined) !== (user.passwordHash === undefined),
    'give either password or passwordHash',
  );

export interface DeclaredUser extends AuthUser {
  username: string;
  /** plain text (warned about at start) … */
  password?: string;
  /** … or an scrypt hash (`npm run hash-password`) */
  passwordHash?: string;
}

export function loadUsersFile(path: string, flagNames: readonly string[]): DeclaredUser[] {
  const parsed = z.array(declaredUser).safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${describeIssues(parsed.error)}`);
  return parsed.data.map(({ flags, username, ...user }) => ({
    ...user,
    username: username ?? user.id,
    flags: flagsFrom(flags, flagNames),
  }));
}

export function displayName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.id;
}

/** What GET /me answers: the User of the sdk, nothing more. */
export function publicUser(user: AuthUser, exp?: number): User {
  const { id, firstName, lastName, roles, isPromotionEditor, flags } = user;
  return { id, firstName, lastName, roles, isPromotionEditor, flags, ...(exp ? { exp } : {}) };
}
