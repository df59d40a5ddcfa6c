import type { User, UserFlags } from '@bench/sdk/model';
/** A signed-in user as the server sees them: the sdk's User plus billing hints from the users file. */
export interface AuthUser extends User {
    credits?: number;
    organizationId?: string | number;
    subscriptionType?: string;
}
/** The declared flags (`flagNames`: FeatureTable.flagNames) a user holds: `true` in `raw` is on, anything else off. */
export declare function flagsFrom(raw: unknown, flagNames: readonly string[]): UserFlags;
/** Without a users file, local mode has one user who holds every declared flag and edits promotions. */
export declare function localUser(flagNames: readonly string[]): AuthUser;
export interface DeclaredUser extends AuthUser {
    username: string;
    /** plain text (warned about at start) … */
    password?: string;
    /** … or an scrypt hash (`npm run hash-password`) */
    passwordHash?: string;
}
export declare function loadUsersFile(path: string, flagNames: readonly string[]): DeclaredUser[];
export declare function displayName(user: User): string;
/** What GET /me answers: the User of the sdk, nothing more. */
export declare function publicUser(user: AuthUser, exp?: number): User;
