import type { YocoResult } from './yoco-error.ts';

export type IdempotencyBegin =
  | { kind: 'new' }
  | { kind: 'replay'; result: YocoResult }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

export interface IdempotencyStore {
  /** Claims the key for a request with this fingerprint, or says why it cannot run. */
  begin(key: string, fingerprint: string): IdempotencyBegin;
  /** Stores the answer (success or failure alike) for replays. */
  finish(key: string, result: YocoResult): void;
  /** Releases a claimed key whose request crashed, so a retry can run. */
  abandon(key: string): void;
  clear(): void;
}

export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

interface Entry {
  fingerprint: string;
  result: YocoResult | undefined;
  expiresAt: number;
}

export function createIdempotencyStore(now: () => number): IdempotencyStore {
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    begin(key, fingerprint) {
      const entry = live(key);
      if (!entry) {
        entries.set(key, { fingerprint, result: undefined, expiresAt: now() + idempotencyKeyLifetimeMs });
        return { kind: 'new' };
      }
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return entry.result ? { kind: 'replay', result: entry.result } : { kind: 'in-flight' };
    },
    finish(key, result) {
      const entry = entries.get(key);
      if (entry) entry.result = result;
    },
    abandon(key) {
      if (entries.get(key)?.result === undefined) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
