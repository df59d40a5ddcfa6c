import { randomBytes } from 'node:crypto';

/** 24 lower-case hex characters: 4 bytes of seconds then 8 random bytes, so ids sort by creation. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export { ID_PATTERN } from '@bench/sdk/backend';
