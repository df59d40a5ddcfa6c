import type { Queryable } from '../db/types.ts';
import { hashPassword } from './passwords.ts';

/** The hash a local user set for themselves (migration 007), or null when they never did. */
export async function storedPassword(db: Queryable, userId: string): Promise<string | null> {
  const rows = await db.query<{ hash: string }>('SELECT hash FROM local_passwords WHERE user_id = $1', [userId]);
  return rows[0]?.hash ?? null;
}

export async function storePassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db.query(
    `INSERT INTO local_passwords (user_id, hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_timestamp = now()`,
    [userId, await hashPassword(password)],
  );
}
