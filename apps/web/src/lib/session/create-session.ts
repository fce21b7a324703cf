import type { ApiClient } from '../api-client.ts';
import { createAccessToken } from './access-token.ts';
import { createAuthorizedCall } from './authorized-call.ts';
import { createLastSignInStore } from './last-sign-in.ts';
import { createRefresh } from './refresh-session.ts';
import { createRefreshTimer } from './refresh-timer.ts';
import { rememberProfile } from './remember-sign-in.ts';
import { endSession, signIn } from './session-transitions.ts';
import type { SessionCore } from './session-transitions.ts';
import type { Session, SessionOptions } from './session-types.ts';
import { finishPendingSignOut, signOut } from './sign-out.ts';
import { createStateStore } from './state-store.ts';

/** The signed-in session: its token, its refreshes, its calls and what this device remembers of it. */
export function createSession(client: ApiClient, options: SessionOptions = {}): Session {
  const lastSignIn = options.lastSignIn ?? createLastSignInStore();
  const state = createStateStore();
  const token = createAccessToken();
  const timer = createRefreshTimer(() => void refresh());
  const core: SessionCore = { client, lastSignIn, state, token, timer };
  const refresh = createRefresh(core);
  let restoring: Promise<void> | undefined;

  const offlineNow = () => {
    const current = state.get();
    return current.status === 'signed-in' && current.offline;
  };
  // The network is back. A refresh still in flight began without it and may yet fail: once it has settled, a session
  // still offline asks again at once rather than at the failed refresh's retry, seconds later.
  const stopListening = options.onOnline?.(() => {
    if (state.get().status !== 'loading' && !offlineNow()) return;
    void refresh().then((refreshed) => {
      if (!refreshed && offlineNow()) void refresh();
    });
  });

  const restoreFromCookie = () => {
    const restored = refresh().then(() => undefined);
    // Nobody is signed in here as far as this device knows (no sign-in hint, no provider sign-in under way): open
    // signed out now rather than after a round trip. The refresh still runs and signs in if a cookie turns up.
    const providerReturn = lastSignIn.takeProviderSignIn();
    if (options.openSignedOutAtOnce?.() && lastSignIn.read() === null && !providerReturn && state.get().status === 'loading') {
      state.set({ status: 'signed-out' });
    }
    return restored;
  };

  return {
    getState: state.get,
    subscribe: state.subscribe,
    restore() {
      restoring ??= lastSignIn.signOutPending() ? finishPendingSignOut(core) : restoreFromCookie();
      return restoring;
    },
    signIn: (answer, email) => signIn(core, answer, email ?? null),
    refresh,
    call: createAuthorizedCall(core, refresh),
    signOut: () => signOut(core),
    drop() {
      lastSignIn.setSignedInHere(false);
      endSession(core, true);
    },
    signedInHere: lastSignIn.signedInHere,
    noteProviderSignIn: lastSignIn.noteProviderSignIn,
    rememberProfile: (profile) => rememberProfile(lastSignIn, state.get(), profile),
    lastProfile: () => lastSignIn.read()?.profile ?? null,
    dispose() {
      token.invalidate();
      timer.cancel();
      state.close();
      stopListening?.();
    },
  };
}
