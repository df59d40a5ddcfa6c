import type { LocalPrefs } from '@bench/sdk';

const PREFIX = 'bench.';

/** Per-browser remembered values (sizes, colours); never fails when storage is full, disabled or holds bad JSON. */
export class LocalPrefsService implements LocalPrefs {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {}

  get<T>(key: string, fallback: T): T {
    try {
      const raw = this.storage?.getItem(PREFIX + key);
      return raw == null ? fallback : (JSON.parse(raw) as T);
    } catch {
      return fallback;
    }
  }

  set<T>(key: string, value: T): void {
    try {
      this.storage?.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: the preference is simply not remembered
    }
  }
}
