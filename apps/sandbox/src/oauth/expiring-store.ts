import { randomBytes } from 'node:crypto';

export interface ExpiringStore<T> {
  /** Stores the value under a fresh random key and returns the key. */
  issue(value: T): string;
  /** Returns the value if the key is known and unexpired, keeping it. */
  find(key: string): T | undefined;
  /** Returns the value if the key is known and unexpired, and forgets it either way (single use). */
  take(key: string): T | undefined;
  readonly ttlSeconds: number;
}

export interface ExpiringStoreOptions {
  ttlSeconds: number;
  now?: () => number;
}

export function createExpiringStore<T>({ ttlSeconds, now = Date.now }: ExpiringStoreOptions): ExpiringStore<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();

  function dropExpired(): void {
    const current = now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= current) entries.delete(key);
    }
  }

  function live(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  return {
    ttlSeconds,
    issue(value) {
      dropExpired();
      const key = randomBytes(32).toString('base64url');
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      return key;
    },
    find: live,
    take(key) {
      const value = live(key);
      entries.delete(key);
      return value;
    },
  };
}
