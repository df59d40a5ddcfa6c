import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher private-channel signature: `key:hex(hmac-sha256(secret, socket_id:channel[:channel_data]))`. */
export function signChannel(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${createHmac('sha256', secret).update(text).digest('hex')}`;
}

export function signatureMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The built-in endpoint's secret, derived so that BENCH_SECRET itself never leaves the server. */
export function liveSecret(benchSecret: string): string {
  return createHmac('sha256', benchSecret).update('bench-live').digest('hex');
}
