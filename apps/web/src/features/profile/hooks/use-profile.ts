import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession, useSessionState } from '../../../lib/api-context.tsx';
import type { Session } from '../../../lib/session/session-types.ts';
import { getMe } from '../api/get-me.ts';
import type { Profile } from '@guidepass/domain/profile';

/** What reading GET /api/me gave: still running, the profile, none (404), or another failure. */
export type ProfileRead =
  | { status: 'loading' }
  | { status: 'loaded'; profile: Profile }
  | { status: 'not-found' }
  | { status: 'error' };

export interface ProfileState {
  read: ProfileRead;
  /** Reads GET /api/me again (after a payment); the previous answer stays on show meanwhile. */
  reload(): Promise<ProfileRead>;
}

const loading: ProfileRead = { status: 'loading' };

/**
 * Reads GET /api/me whenever someone signs in or their address gets verified. A session opened offline
 * (no network to ask) shows the profile this device last read instead, until the network is back.
 */
export function useProfile(): ProfileState {
  const session = useSession();
  const state = useSessionState();
  // A new key (a new sign-in, a newly verified address) makes the previous answer stale.
  const key = state.status === 'signed-in' ? `signed-in:${state.emailVerified}:${state.email ?? ''}` : null;
  const offline = state.status === 'signed-in' && state.offline === true;
  const [answer, setAnswer] = useState<{ key: string; read: ProfileRead } | null>(null);
  // Reads may overlap (a payment return re-reads while the first read is still out): the one started last wins.
  const started = useRef(0);
  const shown = useRef(0);
  const readInOrder = useCallback(async (signal?: AbortSignal) => {
    const order = ++started.current;
    const read = await readProfile(session, signal);
    const newest = order > shown.current;
    if (newest) shown.current = order;
    return { read, newest };
  }, [session]);

  useEffect(() => {
    if (key === null) return;
    if (offline) {
      const snapshot = session.lastProfile();
      setAnswer({ key, read: snapshot ? { status: 'loaded', profile: snapshot } : { status: 'error' } });
      return;
    }
    // Back online the key stays the same, so the snapshot stays on show until the fresh answer replaces it.
    const controller = new AbortController();
    readInOrder(controller.signal).then(({ read, newest }) => {
      if (!controller.signal.aborted && newest) setAnswer({ key, read });
    });
    return () => controller.abort();
  }, [key, offline, session, readInOrder]);

  const reload = useCallback(async (): Promise<ProfileRead> => {
    if (key === null) return loading;
    const { read, newest } = await readInOrder();
    // Never let this answer replace one that belongs to a newer sign-in, or a read started after it.
    if (newest) setAnswer((previous) => (previous !== null && previous.key !== key ? previous : { key, read }));
    return read;
  }, [key, readInOrder]);

  return { read: answer !== null && answer.key === key ? answer.read : loading, reload };
}

async function readProfile(session: Session, signal?: AbortSignal): Promise<ProfileRead> {
  try {
    const profile = await getMe(session, signal);
    session.rememberProfile(profile);
    return { status: 'loaded', profile };
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return { status: notFound ? 'not-found' : 'error' };
  }
}
