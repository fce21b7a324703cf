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

  const stopListening = options.onOnline?.(() => {
    const current = state.get();
    if (current.status === 'signed-in' && current.offline) void refresh();
  });

  return {
    getState: state.get,
    subscribe: state.subscribe,
    restore() {
      restoring ??= lastSignIn.signOutPending() ? finishPendingSignOut(core) : refresh().then(() => undefined);
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
