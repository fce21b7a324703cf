import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession, useSessionState } from '../../../lib/api-context.tsx';
import { getMe } from '../api/get-me.ts';
import type { Profile } from '@guidepass/domain/profile';

/** What reading GET /api/me gave: still running, the profile, none (404), or another failure. */
export type ProfileRead =
  | { status: 'loading' }
  | { status: 'loaded'; profile: Profile }
  | { status: 'not-found' }
  | { status: 'error' };

const loading: ProfileRead = { status: 'loading' };

/** Reads GET /api/me whenever someone signs in or their address gets verified. */
export function useProfile(): ProfileRead {
  const session = useSession();
  const state = useSessionState();
  // A new key (a new sign-in, a newly verified address) makes the previous answer stale.
  const key = state.status === 'signed-in' ? `signed-in:${state.emailVerified}:${state.email ?? ''}` : null;
  const [answer, setAnswer] = useState<{ key: string; read: ProfileRead } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    getMe(session, controller.signal).then(
      (profile) => setAnswer({ key, read: { status: 'loaded', profile } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setAnswer({ key, read: { status: notFound ? 'not-found' : 'error' } });
      },
    );
    return () => controller.abort();
  }, [key, session]);

  return answer !== null && answer.key === key ? answer.read : loading;
}
