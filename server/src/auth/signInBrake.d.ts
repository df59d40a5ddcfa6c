import type { SignInLimits } from '../security/config.ts';
/** The sign-in brake: per account and per address (SECURITY.md § Limits). */
export declare class SignInBrake {
    private readonly accounts;
    private readonly addresses;
    constructor(limits: SignInLimits);
    /**
     * Runs `attempt` (null: the password was wrong) unless the account or the address must wait first
     * (429 with Retry-After). A right password forgets the account's failures; the address keeps
     * its earlier ones (one good account does not buy guesses at the others).
     */
    guard<T>(account: string, address: string, attempt: () => Promise<T | null>): Promise<T | null>;
}
