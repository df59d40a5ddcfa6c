import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const LENGTH = 32;
/** what hashPassword writes */
export const PASSWORD_HASH = /^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/;

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
