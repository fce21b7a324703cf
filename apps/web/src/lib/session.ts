import { ApiError } from './api-client.ts';
import type { ApiCallOptions, ApiClient } from './api-client.ts';

// The access token lives only in this closure (never in storage); the httpOnly refresh cookie is what
// survives a reload, and POST /auth/refresh turns it back into an access token.

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; emailVerified: boolean; email: string | null };

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
  dispose(): void;
}

const retryAfterFailedRefreshMs = 30_000;
const signOutTimeoutMs = 10_000;

/** Refresh a minute before the token runs out, or halfway through a short-lived one. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const seconds = Math.max(expiresInSeconds - 60, expiresInSeconds / 2, 1);
  return Math.round(seconds * 1000);
}

export function createSession(client: ApiClient): Session {
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

  const drop = () => {
    generation += 1;
    accessToken = null;
    clearTimeout(timer);
    if (state.status !== 'signed-out') setState({ status: 'signed-out' });
  };

  const signIn = (answer: TokenAnswer, email: string | null = null) => {
    accessToken = answer.accessToken;
    const knownEmail = email ?? (state.status === 'signed-in' ? state.email : null);
    setState({ status: 'signed-in', emailVerified: answer.emailVerified, email: knownEmail });
    schedule(refreshDelayMs(answer.expiresIn));
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
        if (noSession || state.status !== 'signed-in') drop();
        else schedule(retryAfterFailedRefreshMs);
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

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      restoring ??= refresh().then(() => undefined);
      return restoring;
    },
    signIn,
    refresh,
    call,
    async signOut() {
      try {
        // Awaited so that the answer clearing the cookie cannot land after a new sign-in.
        await client.call('/auth/logout', { method: 'POST', token: accessToken, timeoutMs: signOutTimeoutMs });
      } catch {
        // Signed out here either way; the server forgets the session when it expires.
      }
      drop();
    },
    drop,
    dispose() {
      generation += 1;
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
