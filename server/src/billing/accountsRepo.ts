import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/types.ts';
import { HttpError } from '../errors.ts';
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

const billingError = (
  code: 'INSUFFICIENT_CREDITS' | 'SUBSCRIPTION_NOT_FOUND' | 'BILLING_UNAUTHORIZED' | 'BILLING_UNEXPECTED',
  message: string,
) => new HttpError(422, code, message);

/**
 * Appends to the ledger and moves the balance in one statement pair; the row lock of the UPDATE
 * serialises concurrent debits and the balance CHECK refuses to go below zero.
 */
export async function appendLedger(tx: Queryable, organisationId: string, entry: LedgerEntry): Promise<number> {
  let rows: { balance: number }[];
  try {
    rows = await tx.query<{ balance: number }>(
      'UPDATE organisations SET balance = balance + $2 WHERE id = $1 RETURNING balance::float8 AS balance',
      [organisationId, entry.amount],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23514')
      throw billingError('INSUFFICIENT_CREDITS', 'Insufficient credits to complete this request.');
    throw error;
  }
  if (rows.length === 0)
    throw billingError('SUBSCRIPTION_NOT_FOUND', 'Please contact support to purchase a subscription.');
  await tx.query(
    'INSERT INTO ledger (organisation_id, type, amount, balance, description, reference, user_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      organisationId,
      entry.type,
      entry.amount,
      rows[0].balance,
      entry.description,
      entry.reference ?? null,
      entry.userId ?? null,
    ],
  );
  return rows[0].balance;
}

/**
 * The user's organisation, created on first use: the declared organizationId (shared by every
 * user who declares it) or one of their own, opened with the initial credits.
 */
export async function ensureAccount(
  db: Db,
  user: AuthUser,
  config: Pick<Config, 'initialCredits'>,
): Promise<Organisation> {
  return db.transaction(async (tx) => {
    const select = () =>
      tx.query<Organisation>(
        `SELECT o.id, o.subscription_type, o.balance::float8 AS balance
         FROM users u JOIN organisations o ON o.id = u.organisation_id WHERE u.id = $1`,
        [user.id],
      );
    const known = await select();
    if (known[0]) return known[0];
    const organisationId = user.organizationId !== undefined ? String(user.organizationId) : user.id;
    const created = await tx.query(
      'INSERT INTO organisations (id, subscription_type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [organisationId, user.subscriptionType ?? null],
    );
    if (created.length > 0) {
      const credits = user.credits ?? config.initialCredits;
      if (credits > 0)
        await appendLedger(tx, organisationId, {
          type: 'grant',
          amount: credits,
          description: 'Initial credits',
          userId: user.id,
        });
    }
    await tx.query(
      'INSERT INTO users (id, first_name, last_name, organisation_id) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
      [user.id, user.firstName, user.lastName, organisationId],
    );
    return (await select())[0];
  });
}

/** The description of the latest debit of an item (the line a refund gives back), or null. */
export async function lastDebitDescription(tx: Queryable, reference: string): Promise<string | null> {
  const [row] = await tx.query<{ description: string }>(
    "SELECT description FROM ledger WHERE reference = $1 AND type = 'debit' ORDER BY id DESC LIMIT 1",
    [reference],
  );
  return row?.description ?? null;
}

export interface LedgerRow {
  timestamp: Date | string;
  type: string;
  amount: number;
  balance: number;
  description: string;
  reference: string | null;
}

export function ledgerOf(db: Db, organisationId: string): Promise<LedgerRow[]> {
  return db.query<LedgerRow & Record<string, unknown>>(
    `SELECT timestamp, type, amount::float8 AS amount, balance::float8 AS balance, description, reference
     FROM ledger WHERE organisation_id = $1 ORDER BY id`,
    [organisationId],
  );
}
