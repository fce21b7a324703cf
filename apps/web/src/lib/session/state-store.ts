import type { SessionState } from './session-types.ts';

export interface SessionStateStore {
  get(): SessionState;
  set(next: SessionState): void;
  subscribe(listener: () => void): () => void;
  /** Drops every subscriber (the session is being disposed of). */
  close(): void;
}

/** The session's state, which React reads through useSyncExternalStore. */
export function createStateStore(): SessionStateStore {
  let state: SessionState = { status: 'loading' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
}
