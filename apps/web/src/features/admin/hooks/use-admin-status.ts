import { useEffect, useState } from 'react';
import { useSession, useSessionState } from '../../../lib/api-context.tsx';
import { getAdminStatus } from '../api/get-admin-status.ts';

/**
 * Whether the person signed in is an administrator: asked once per sign-in (verified addresses only, and not while
 * the session was opened offline); false until the server says otherwise, and on any failure.
 */
export function useAdminStatus(): boolean {
  const session = useSession();
  const state = useSessionState();
  const key = state.status === 'signed-in' && state.emailVerified && state.offline !== true ? `signed-in:${state.email ?? ''}` : null;
  const [answer, setAnswer] = useState<{ key: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    getAdminStatus(session, controller.signal).then(
      ({ admin }) => !controller.signal.aborted && setAnswer({ key, admin }),
      () => !controller.signal.aborted && setAnswer({ key, admin: false }),
    );
    return () => controller.abort();
  }, [key, session]);

  return answer !== null && answer.key === key && answer.admin;
}
