import { ApiError } from '../api-client.ts';
import { retryAfterFailedRefreshMs } from './refresh-timer.ts';
import { offlineState } from './remember-sign-in.ts';
import { endSession, signIn } from './session-transitions.ts';
import type { SessionCore } from './session-transitions.ts';
import type { TokenAnswer } from './session-types.ts';

/**
 * Makes the session's refresh: POST /auth/refresh turns the refresh cookie into a new access token.
 * Refresh tokens rotate and a reused one ends the whole session family, so two never run at once.
 */
export function createRefresh(core: SessionCore): () => Promise<boolean> {
  let refreshing: Promise<boolean> | undefined;
  return () => {
    refreshing ??= refreshOnce(core).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
}

async function refreshOnce(core: SessionCore): Promise<boolean> {
  const started = core.token.generation();
  try {
    const answer = await core.client.call<TokenAnswer>('/auth/refresh', { method: 'POST' });
    if (core.token.generation() !== started) return false;
    signIn(core, answer);
    return true;
  } catch (error) {
    if (core.token.generation() === started) settleFailedRefresh(core, error);
    return false;
  }
}

function settleFailedRefresh(core: SessionCore, error: unknown): void {
  const noSession = error instanceof ApiError && (error.status === 401 || error.status === 403);
  // Status 0: no HTTP answer at all (no network, the server unreachable, a time-out).
  const unreachable = error instanceof ApiError && error.status === 0;
  const { status } = core.state.get();
  if (noSession) endSession(core, true);
  else if (status === 'signed-in' || (unreachable && status === 'loading' && openOffline(core))) {
    core.timer.schedule(retryAfterFailedRefreshMs);
  } else endSession(core, false);
}

// The refresh could not reach the server: open as whoever last signed in here, if anyone did.
function openOffline(core: SessionCore): boolean {
  const state = offlineState(core.lastSignIn);
  if (state === null) return false;
  core.state.set(state);
  return true;
}
