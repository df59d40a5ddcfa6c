import type { SignInLimits } from '../security/config.ts';
import { HttpError } from '../errors.ts';

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAttempt: number;
}

/** Keys remembered at most; the oldest are forgotten first (a flood of made-up names cannot grow memory). */
const MAX_ENTRIES = 10_000;

/**
 * Counts attempts per key; after `freeFailures` each further attempt waits 1 s, 2 s, 4 s … up to
 * `maxBackoffMs`. A key quiet for twice the longest wait starts afresh.
 */
class Backoff {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly freeFailures: number,
    private readonly maxBackoffMs: number,
  ) {}

  /** ms until `key` may try again (0: now) */
  wait(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.lockedUntil - Date.now()) : 0;
  }

  /** counts an attempt of `key`; past the free ones it starts the next wait */
  count(key: string): void {
    const now = Date.now();
    const entry = this.current(key) ?? { failures: 0, lockedUntil: 0, lastAttempt: now };
    entry.failures += 1;
    entry.lastAttempt = now;
    const over = entry.failures - this.freeFailures;
    if (over > 0) entry.lockedUntil = now + Math.min(1000 * 2 ** Math.min(over - 1, 30), this.maxBackoffMs);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** takes back the attempt of `key` just counted (it was right) */
  uncount(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    if (entry.failures <= this.freeFailures) entry.lockedUntil = 0;
  }

  /** the entry of `key`, unless it has been quiet long enough to start afresh */
  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.lastAttempt <= 2 * this.maxBackoffMs ? entry : undefined;
  }
}

/** The sign-in brake: per account and per address (SECURITY.md § Limits). */
export class SignInBrake {
  private readonly accounts: Backoff;
  private readonly addresses: Backoff;

  constructor(limits: SignInLimits) {
    this.accounts = new Backoff(limits.freeFailuresPerAccount, limits.maxBackoffSeconds * 1000);
    this.addresses = new Backoff(limits.freeFailuresPerAddress, limits.maxBackoffSeconds * 1000);
  }

  /**
   * Runs `attempt` (null: the password was wrong) unless the account or the address must wait first
   * (429 with Retry-After). A right password forgets the account's failures; the address keeps
   * its earlier ones (one good account does not buy guesses at the others).
   */
  async guard<T>(account: string, address: string, attempt: () => Promise<T | null>): Promise<T | null> {
    const wait = Math.max(this.accounts.wait(account), this.addresses.wait(address));
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many wrong passwords: try again in ${seconds} s.`, undefined, {
        'retry-after': String(seconds),
      });
    }
    // counted before the password is checked, so parallel guesses wait too
    this.accounts.count(account);
    this.addresses.count(address);
    const result = await attempt();
    if (result !== null) {
      this.accounts.forget(account);
      this.addresses.uncount(address);
    }
    return result;
  }
}
