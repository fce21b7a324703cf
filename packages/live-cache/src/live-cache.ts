import { BoundedCache } from './bounded-cache.ts';
import { listenForMemberChanges, type ChangeListener } from './change-listener.ts';
import { parseMemberChange } from './member-changes.ts';

// Invalidation comes from Postgres triggers + LISTEN/NOTIFY rather than Redis pub/sub: every writer (api, worker,
// a console) is covered without calling us, and a change is announced only once it is committed.

/** What the cache keeps for a live session family: whose it is and until when its session stays live. */
export interface LiveSession {
  userId: string;
  liveUntil: Date;
}

export interface LiveCacheOptions {
  connectionString: string;
  /** entries per cache (sessions, profiles); the least recently used go first */
  maxEntries?: number;
  /** the longest an entry is served, whatever the announcements say */
  ttlMs?: number;
  onError?(error: Error): void;
  /** reconnect delay and round-trip time-out of the listening connection (tests shorten them) */
  retryMs?: number;
  roundTripTimeoutMs?: number;
}

export interface LiveCache<S extends LiveSession, P> {
  /**
   * The live session of `family` if it belongs to `userId`, from memory when the listener is current as of `since`
   * (performance.now() when the request arrived), else from `load` (the database), which answers undefined for a
   * family that is revoked, expired or someone else's.
   */
  liveSession(family: string, userId: string, since: number, load: () => Promise<S | undefined>): Promise<S | undefined>;
  /** The user's profile, on the same terms. */
  profile(userId: string, since: number, load: () => Promise<P | undefined>): Promise<P | undefined>;
  /** true while announcements are being received; while false every read goes to the database */
  readonly listening: boolean;
  close(): Promise<void>;
}

export const defaultMaxEntries = 10_000;
export const defaultTtlMs = 30_000;

/**
 * The api's hot-path cache: live session families and profiles, each entry dropped when Postgres announces a change
 * to its rows. Fails closed: before the first LISTEN succeeds and whenever the listening connection is lost, reads
 * go to the database and nothing is stored; on (re)connection everything is forgotten.
 */
export function createLiveCache<S extends LiveSession, P>(options: LiveCacheOptions): LiveCache<S, P> {
  const maxEntries = options.maxEntries ?? defaultMaxEntries;
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const sessions = new BoundedCache<S>(maxEntries);
  const profiles = new BoundedCache<P>(maxEntries);

  // A read that began before an announcement about its key must not store what it read: each announcement takes a
  // sequence number, and a read stores only if nothing about its keys (and no reset) came after it began.
  let sequence = 0;
  let floor = 0;
  const announcedAt = new Map<string, number>();
  const announce = (key: string) => {
    announcedAt.set(key, ++sequence);
    if (announcedAt.size > maxEntries) {
      announcedAt.clear();
      floor = ++sequence;
    }
  };
  const mayStore = (began: number, ...keys: string[]) =>
    listener.listening && began >= floor && keys.every((key) => (announcedAt.get(key) ?? 0) <= began);

  function forgetEverything() {
    sessions.clear();
    profiles.clear();
    announcedAt.clear();
    floor = ++sequence;
  }

  const listener: ChangeListener = listenForMemberChanges({
    connectionString: options.connectionString,
    onReset: forgetEverything,
    onChange(payload) {
      const change = parseMemberChange(payload);
      if (change.kind === 'all') return forgetEverything();
      if (change.kind === 'family') {
        sessions.delete(change.key);
        announce(`family:${change.key}`);
        return;
      }
      const userId = change.key;
      profiles.delete(userId);
      sessions.deleteWhere((session) => session.userId === userId);
      announce(`user:${userId}`);
    },
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
    ...(options.roundTripTimeoutMs !== undefined ? { roundTripTimeoutMs: options.roundTripTimeoutMs } : {}),
  });

  return {
    get listening() {
      return listener.listening;
    },

    async liveSession(family, userId, since, load) {
      const cached = sessions.get(family);
      if (cached !== undefined && cached.userId === userId && (await listener.caughtUp(since))) {
        const current = sessions.get(family);
        if (current !== undefined && current.userId === userId) return current;
      }
      const began = sequence;
      const session = await load();
      if (session !== undefined && mayStore(began, `family:${family}`, `user:${session.userId}`)) {
        sessions.set(family, session, Math.min(Date.now() + ttlMs, session.liveUntil.getTime()));
      }
      return session;
    },

    async profile(userId, since, load) {
      if (profiles.get(userId) !== undefined && (await listener.caughtUp(since))) {
        const current = profiles.get(userId);
        if (current !== undefined) return current;
      }
      const began = sequence;
      const profile = await load();
      if (profile !== undefined && mayStore(began, `user:${userId}`)) profiles.set(userId, profile, Date.now() + ttlMs);
      return profile;
    },

    close: () => listener.close(),
  };
}
