/** The part of Storage a cache needs (tests pass an in-memory one). */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * One localStorage entry `{version, savedAt, value}` (spec §9 cache keys and versions). Reading never
 * throws: another version, unparsable JSON or a wrong shape removes the entry and reads as null;
 * writing ignores quota and privacy errors (the cache is a convenience, never a requirement).
 */
export class VersionedEntry<T> {
  constructor(
    private readonly entry: { key: string; version: string },
    private readonly parse: (value: unknown) => T | null,
    private readonly storage: CacheStorage | null = browserStorage(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  read(): T | null {
    let text: string | null;
    try {
      text = this.storage?.getItem(this.entry.key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      stored = undefined;
    }
    const value = isRecord(stored) && stored['version'] === this.entry.version ? this.parse(stored['value']) : null;
    if (value === null) this.remove();
    return value;
  }

  write(value: T): void {
    try {
      this.storage?.setItem(this.entry.key, JSON.stringify({ version: this.entry.version, savedAt: this.now().toISOString(), value }));
    } catch {
      // QuotaExceededError or storage disabled: the page works without the cache.
    }
  }

  remove(): void {
    try {
      this.storage?.removeItem(this.entry.key);
    } catch {
      // The entry stays unreadable and is skipped again next time.
    }
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const browserStorage = (): CacheStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Sandboxed iframes and some private modes throw on access.
    return null;
  }
};
