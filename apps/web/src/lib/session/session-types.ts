import type { Profile } from '@guidepass/domain/profile';
import type { ApiCallOptions } from '../api-client.ts';
import type { LastSignInStore } from './last-sign-in.ts';

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
  /**
   * Forgets the session here only (the server already ended it, e.g. after deleting the account), and that
   * anyone signed in on this device: there is no account left to log in to.
   */
  drop(): void;
  /** Whether anyone has signed in on this device before; a sign-out keeps it, so the auth view opens on Login. */
  signedInHere(): boolean;
  /** Notes, before leaving for Google or Facebook, that the app's next load may come back signed in. */
  noteProviderSignIn(): void;
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
  /**
   * Asked once at restore: whether the app may open signed out at once when this device knows of no sign-in (the
   * refresh then runs behind it). The browser says no on a provider's payment return, which needs the session.
   */
  openSignedOutAtOnce?(): boolean;
}
