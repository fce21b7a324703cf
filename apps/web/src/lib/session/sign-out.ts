import { ApiError } from '../api-client.ts';
import { endSession } from './session-transitions.ts';
import type { SessionCore } from './session-transitions.ts';

const signOutTimeoutMs = 10_000;

/** Ends the session on the server, then here. */
export async function signOut(core: SessionCore): Promise<void> {
  try {
    // Awaited so that the answer clearing the cookie cannot land after a new sign-in.
    await core.client.call('/auth/logout', { method: 'POST', token: core.token.get(), timeoutMs: signOutTimeoutMs });
  } catch (error) {
    // Signed out here either way. Unreached, the server still holds the session: the next start ends it.
    if (error instanceof ApiError && error.status === 0) core.lastSignIn.setSignOutPending(true);
  }
  endSession(core, true);
}

/** A sign-out that could not reach the server left a refresh cookie that would sign the person back in. */
export async function finishPendingSignOut(core: SessionCore): Promise<void> {
  try {
    await core.client.call('/auth/logout', { method: 'POST', timeoutMs: signOutTimeoutMs });
    core.lastSignIn.setSignOutPending(false);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) core.lastSignIn.setSignOutPending(false);
  }
  endSession(core, true);
}
