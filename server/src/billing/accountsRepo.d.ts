import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/types.ts';
import type { AuthUser } from '../auth/users.ts';
export interface Organisation {
    id: string;
    subscription_type: string | null;
    balance: number;
}
export interface LedgerEntry {
    type: string;
    /** positive credits in, negative out */
    amount: number;
    description: string;
    reference?: string | null;
    userId?: string | null;
}
/**
 * Appends to the ledger and moves the balance in one statement pair; the row lock of the UPDATE
 * serialises concurrent debits and the balance CHECK refuses to go below zero.
 */
export declare function appendLedger(tx: Queryable, organisationId: string, entry: LedgerEntry): Promise<number>;
/**
 * The user's organisation, created on first use: the declared organizationId (shared by every
 * user who declares it) or one of their own, opened with the initial credits.
 */
export declare function ensureAccount(db: Db, user: AuthUser, config: Pick<Config, 'initialCredits'>): Promise<Organisation>;
/** The description of the latest debit of an item (the line a refund gives back), or null. */
export declare function lastDebitDescription(tx: Queryable, reference: string): Promise<string | null>;
export interface LedgerRow {
    timestamp: Date | string;
    type: string;
    amount: number;
    balance: number;
    description: string;
    reference: string | null;
}
export declare function ledgerOf(db: Db, organisationId: string): Promise<LedgerRow[]>;
