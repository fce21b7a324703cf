import type { Profile } from '@guidepass/domain/profile';

// What this device remembers about the last sign-in so that the app can open without a network and still
// say who is signed in. Never a token: the access token lives in memory only and the refresh token in an
// httpOnly cookie. Only what the person could read on their own screen is kept.

export interface LastSignIn {
  email: string | null;
  emailVerified: boolean;
  /** The last profile GET /api/me answered, for choosing the view while offline. */
  profile: Profile | null;
}

export interface LastSignInStore {
  read(): LastSignIn | null;
  write(hint: LastSignIn): void;
  clear(): void;
  /** A sign-out that could not reach the server: its refresh cookie may still be valid there. */
  signOutPending(): boolean;
  setSignOutPending(pending: boolean): void;
  /** Whether anyone has signed in on this device (kept after signing out): the auth view then opens on Login. */
  signedInHere(): boolean;
  setSignedInHere(signedIn: boolean): void;
  /** Notes that a Google or Facebook sign-in is leaving for the provider: the next load may come back signed in. */
  noteProviderSignIn(): void;
  /** Whether a provider sign-in left from here in the last half hour; reading it forgets it. */
  takeProviderSignIn(): boolean;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the hint is kept; index.html's inline script reads it too (a returning member sees the loading view, not the form). */
export const lastSignInKey = 'guidepass.lastSignIn.v1';
const hintKey = lastSignInKey;
const signOutKey = 'guidepass.signOutPending.v1';
const signedInHereKey = 'guidepass.signedInHere.v1';
const providerSignInKey = 'guidepass.providerSignIn.v1';
/** How long a provider's sign-in page may keep someone before their return no longer counts as one. */
const providerSignInLastsMs = 30 * 60_000;

/** Keeps the hint in `storage` (localStorage in the browser), or in memory when there is none. */
export function createLastSignInStore(storage: KeyValueStorage | null = null): LastSignInStore {
  const store = storage ?? memoryStorage();
  // Storage can throw (disabled, full, private modes): the hint is a convenience, never worth a failure.
  const get = (key: string) => {
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string | null) => {
    try {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    } catch {
      // Nothing to do: the app then simply cannot open signed in while offline.
    }
  };

  return {
    read: () => parseHint(get(hintKey)),
    write: (hint) => set(hintKey, JSON.stringify(hint)),
    clear: () => set(hintKey, null),
    signOutPending: () => get(signOutKey) === 'true',
    setSignOutPending: (pending) => set(signOutKey, pending ? 'true' : null),
    signedInHere: () => get(signedInHereKey) === 'true',
    setSignedInHere: (signedIn) => set(signedInHereKey, signedIn ? 'true' : null),
    noteProviderSignIn: () => set(providerSignInKey, String(Date.now())),
    takeProviderSignIn: () => {
      const leftAt = Number(get(providerSignInKey));
      set(providerSignInKey, null);
      return leftAt > 0 && Date.now() - leftAt < providerSignInLastsMs;
    },
  };
}

/** localStorage, or null where reading it throws (storage disabled for the site). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function parseHint(raw: string | null): LastSignIn | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.emailVerified !== 'boolean') return null;
  if (value.email !== null && typeof value.email !== 'string') return null;
  return { email: value.email, emailVerified: value.emailVerified, profile: isProfile(value.profile) ? value.profile : null };
}

function isProfile(value: unknown): value is Profile {
  if (!isRecord(value) || !isRecord(value.salesperson)) return false;
  return (
    typeof value.uid === 'string' &&
    typeof value.email === 'string' &&
    typeof value.emailVerified === 'boolean' &&
    typeof value.createdAt === 'string' &&
    typeof value.salesperson.fullName === 'string' &&
    (value.paymentStatus === 'pending' || value.paymentStatus === 'paid') &&
    (value.membershipExpiry === null || typeof value.membershipExpiry === 'string') &&
    typeof value.membershipActive === 'boolean'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
