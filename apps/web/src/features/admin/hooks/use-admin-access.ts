import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { openAdminSession } from '../api/open-admin-session.ts';

export type AdminAccess = { status: 'opening' } | { status: 'open' } | { status: 'refused'; message: string } | { status: 'error'; message: string };

// The cookie lasts 15 minutes: renewed a minute before it ends, so the CSV link and the dashboard keep opening.
const renewBeforeMs = 60_000;
const shortestRenewalMs = 30_000;

/**
 * Opens the admin area for this browser (POST /api/admin/session sets the cookie the server's /admin pages need) and
 * keeps it open while the admin view shows. A 403 means the person is no administrator.
 */
export function useAdminAccess(): { access: AdminAccess; retry(): void } {
  const session = useSession();
  const [access, setAccess] = useState<AdminAccess>({ status: 'opening' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () =>
      openAdminSession(session).then(
        ({ expiresAt }) => {
          if (!live) return;
          setAccess({ status: 'open' });
          timer = setTimeout(open, Math.max(Date.parse(expiresAt) - Date.now() - renewBeforeMs, shortestRenewalMs));
        },
        (error: unknown) => {
          if (!live) return;
          const refused = error instanceof ApiError && error.status === 403;
          setAccess({ status: refused ? 'refused' : 'error', message: errorMessage(error) });
        },
      );
    void open();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [session, attempt]);

  const retry = useCallback(() => {
    setAccess({ status: 'opening' });
    setAttempt((n) => n + 1);
  }, []);
  return { access, retry };
}
