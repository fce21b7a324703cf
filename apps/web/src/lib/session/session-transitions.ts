import type { ApiClient } from '../api-client.ts';
import type { AccessToken } from './access-token.ts';
import type { LastSignInStore } from './last-sign-in.ts';
import { refreshDelayMs } from './refresh-timer.ts';
import type { RefreshTimer } from './refresh-timer.ts';
import { rememberSignIn } from './remember-sign-in.ts';
import type { TokenAnswer } from './session-types.ts';
import type { SessionStateStore } from './state-store.ts';

/** What the parts of one session share. */
export interface SessionCore {
  client: ApiClient;
  lastSignIn: LastSignInStore;
  state: SessionStateStore;
  token: AccessToken;
  timer: RefreshTimer;
}

/** Takes a new access token (a sign-in or a refresh) and schedules the next refresh. */
export function signIn({ lastSignIn, state, token, timer }: SessionCore, answer: TokenAnswer, email: string | null = null): void {
  token.set(answer.accessToken);
  const current = state.get();
  const knownEmail = email ?? (current.status === 'signed-in' ? current.email : null);
  lastSignIn.setSignOutPending(false);
  lastSignIn.setSignedInHere(true);
  rememberSignIn(lastSignIn, knownEmail, answer.emailVerified);
  state.set({ status: 'signed-in', emailVerified: answer.emailVerified, email: knownEmail });
  timer.schedule(refreshDelayMs(answer.expiresIn));
}

/** Signs out here; `forget` also drops this device's hint: the session is over, not merely unreachable. */
export function endSession({ lastSignIn, state, token, timer }: SessionCore, forget: boolean): void {
  token.forget();
  timer.cancel();
  if (forget) lastSignIn.clear();
  if (state.get().status !== 'signed-out') state.set({ status: 'signed-out' });
}
