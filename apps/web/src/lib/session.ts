import type { Profile } from '@guidepass/domain/profile';
import { ApiError } from './api-client.ts';
import type { ApiCallOptions, ApiClient } from './api-client.ts';
import { createLastSignInStore } from './last-sign-in.ts';
import type { LastSignInStore } from './last-sign-in.ts';

// The access token lives only in this closure (never in storage); the httpOnly refresh cookie is what
// survives a reload, and POST /auth/refresh turns it back into an access token. When that call cannot
// reach the server at all, the non-secret hint of the last sign-in (./last-sign-in.ts) keeps the person
// signed in as far as this device can tell, until the network is back and the refresh can be asked again.

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      emailVerified: boolean;
      email: string | null;
      /**
       * Set when the session was restored from this device's last sign-in because the server could not be
       * reached: there is no access token until a refresh succeeds.
       */
      offline?: true;
    };

/** What POST /auth/login and POST /auth/refresh answer. */
export interface TokenAnswer {
  accessToken: string;
  expiresIn: number;
  emailVerified: boolean;
  message?: string;
}

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Restores the session from the refresh cookie; only the first call asks the server. */
  restore(): Promise<void>;
  signIn(answer: TokenAnswer, email?: string | null): void;
  /** Asks for a new access token; false (and signed out) when there is no valid session. */
  refresh(): Promise<boolean>;
  /** A call with the access token; on a 401 it refreshes once and retries once, else signs out. */
  call<T>(path: string, options?: Omit<ApiCallOptions, 'token'>): Promise<T>;
  /** Ends the session on the server too. */
  signOut(): Promise<void>;
  /** Forgets the session here only (the server already ended it, e.g. after deleting the account). */
  drop(): void;
  /** Keeps a snapshot of the signed-in person's profile on this device, for opening offline. */
  rememberProfile(profile: Profile): void;
  /** The profile last remembered on this device, if any. */
  lastProfile(): Profile | null;
  dispose(): void;
}

export interface SessionOptions {
  /** Where the last sign-in is remembered (localStorage in the browser); in memory by default. */
  lastSignIn?: LastSignInStore;
  /** Subscribes to the browser's `online` event; an offline session then refreshes at once. */
  onOnline?(listener: () => void): () => void;
}

const retryAfterFailedRefreshMs = 30_000;
const signOutTimeoutMs = 10_000;

/** Refresh a minute before the token runs out, or halfway through a short-lived one. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const seconds = Math.max(expiresInSeconds - 60, expiresInSeconds / 2, 1);
  return Math.round(seconds * 1000);
}

export function createSession(client: ApiClient, options: SessionOptions = {}): Session {
  const lastSignIn = options.lastSignIn ?? createLastSignInStore();
  let state: SessionState = { status: 'loading' };
  let accessToken: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let restoring: Promise<void> | undefined;
  let refreshing: Promise<boolean> | undefined;
  // Bumped whenever the session ends, so an answer that arrives afterwards cannot sign anyone back in.
  let generation = 0;
  const listeners = new Set<() => void>();

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), delayMs);
  };

  // `forget` also drops this device's hint: the session is over, not merely unreachable.
  const end = (forget: boolean) => {
    generation += 1;
    accessToken = null;
    clearTimeout(timer);
    if (forget) lastSignIn.clear();
    if (state.status !== 'signed-out') setState({ status: 'signed-out' });
  };
  const drop = () => end(true);

  const remember = (email: string | null, emailVerified: boolean) => {
    const previous = lastSignIn.read();
    // A refresh does not say whose session it is: the address comes from the sign-in or the profile.
    const sameAccount = previous !== null && (email === null || previous.email === email);
    const next = { email: email ?? previous?.email ?? null, emailVerified, profile: sameAccount ? previous.profile : null };
    if (JSON.stringify(next) !== JSON.stringify(previous)) lastSignIn.write(next);
  };

  const signIn = (answer: TokenAnswer, email: string | null = null) => {
    accessToken = answer.accessToken;
    const knownEmail = email ?? (state.status === 'signed-in' ? state.email : null);
    lastSignIn.setSignOutPending(false);
    remember(knownEmail, answer.emailVerified);
    setState({ status: 'signed-in', emailVerified: answer.emailVerified, email: knownEmail });
    schedule(refreshDelayMs(answer.expiresIn));
  };

  // The refresh could not reach the server: open as whoever last signed in here, if anyone did.
  const openOffline = (): boolean => {
    const hint = lastSignIn.read();
    if (hint === null) return false;
    setState({ status: 'signed-in', emailVerified: hint.emailVerified, email: hint.email, offline: true });
    return true;
  };

  // Refresh tokens rotate and a reused one ends the whole session family, so never run two at once.
  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      const started = generation;
      try {
        const answer = await client.call<TokenAnswer>('/auth/refresh', { method: 'POST' });
        if (generation !== started) return false;
        signIn(answer);
        return true;
      } catch (error) {
        if (generation !== started) return false;
        const noSession = error instanceof ApiError && (error.status === 401 || error.status === 403);
        // Status 0: no HTTP answer at all (no network, the server unreachable, a time-out).
        const unreachable = error instanceof ApiError && error.status === 0;
        if (noSession) drop();
        else if (state.status === 'signed-in' || (unreachable && state.status === 'loading' && openOffline())) {
          schedule(retryAfterFailedRefreshMs);
        }
        else end(false);
        return false;
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  };

  const call = async <T>(path: string, options: Omit<ApiCallOptions, 'token'> = {}): Promise<T> => {
    try {
      return await client.call<T>(path, { ...options, token: accessToken });
    } catch (error) {
      // A missing recent sign-in is not cured by a refresh: the caller shows it.
      const retryable = error instanceof ApiError && error.status === 401 && error.reason !== 'requires-recent-login';
      if (!retryable) throw error;
      if (!(await refresh())) throw error;
      try {
        return await client.call<T>(path, { ...options, token: accessToken });
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) drop();
        throw retryError;
      }
    }
  };

  const stopListening = options.onOnline?.(() => {
    if (state.status === 'signed-in' && state.offline) void refresh();
  });

  // A sign-out that could not reach the server left a refresh cookie that would sign the person back in.
  const finishPendingSignOut = async () => {
    try {
      await client.call('/auth/logout', { method: 'POST', timeoutMs: signOutTimeoutMs });
      lastSignIn.setSignOutPending(false);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) lastSignIn.setSignOutPending(false);
    }
    end(true);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      restoring ??= lastSignIn.signOutPending() ? finishPendingSignOut() : refresh().then(() => undefined);
      return restoring;
    },
    signIn,
    refresh,
    call,
    async signOut() {
      try {
        // Awaited so that the answer clearing the cookie cannot land after a new sign-in.
        await client.call('/auth/logout', { method: 'POST', token: accessToken, timeoutMs: signOutTimeoutMs });
      } catch (error) {
        // Signed out here either way. Unreached, the server still holds the session: the next start ends it.
        if (error instanceof ApiError && error.status === 0) lastSignIn.setSignOutPending(true);
      }
      drop();
    },
    drop,
    rememberProfile(profile) {
      if (state.status !== 'signed-in' || state.offline) return;
      lastSignIn.write({ email: profile.email, emailVerified: state.emailVerified, profile });
    },
    lastProfile: () => lastSignIn.read()?.profile ?? null,
    dispose() {
      generation += 1;
      clearTimeout(timer);
      listeners.clear();
      stopListening?.();
    },
  };
}
