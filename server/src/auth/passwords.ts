import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Queryable } from '../db/types.ts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const LENGTH = 32;

/** `scrypt$<salt hex>$<hash hex>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await scrypt(password, salt, LENGTH)).toString('hex')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const given = await scrypt(password, Buffer.from(salt, 'hex'), LENGTH);
  return timingSafeEqual(given, Buffer.from(hash, 'hex'));
}

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
