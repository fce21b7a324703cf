import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { onOnline } from '../../../lib/online.ts';
import { openGuideSession } from '../api/open-guide-session.ts';

export type GuideSessionState = { status: 'opening' } | { status: 'open' } | { status: 'error'; message: string };

const retryRenewalMs = 30_000;

/** Renew a minute before the guide cookie runs out, or halfway through a short-lived one. */
function renewalAt(expiresAt: string, now: number): number | null {
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return null;
  const remaining = expires - now;
  return now + Math.max(remaining - 60_000, remaining / 2, 5_000);
}

/**
 * Opens the guide session (the cookie /guide/* needs) once the main view shows, and renews it while the
 * member stays, so the framed guide does not stop half-way through a visit.
 */
export function useGuideSession(): { state: GuideSessionState; retry(): void } {
  const session = useSession();
  const [state, setState] = useState<GuideSessionState>({ status: 'opening' });
  const [renewAt, setRenewAt] = useState<number | null>(null);
  const started = useRef(false);

  const open = useCallback(() => {
    setState({ status: 'opening' });
    openGuideSession(session).then(
      (answer) => {
        setState({ status: 'open' });
        setRenewAt(renewalAt(answer.expiresAt, Date.now()));
      },
      (error: unknown) => setState({ status: 'error', message: errorMessage(error) }),
    );
  }, [session]);

  useEffect(() => {
    // One request per visit: the ref survives React's development double effect.
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);

  useEffect(() => {
    if (renewAt === null) return;
    const timer = setTimeout(() => {
      openGuideSession(session).then(
        (answer) => setRenewAt(renewalAt(answer.expiresAt, Date.now())),
        // The frame keeps what it has; the guide itself says so once the cookie is gone for good.
        () => setRenewAt(Date.now() + retryRenewalMs),
      );
    }, Math.max(renewAt - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [renewAt, session]);

  // Opening failed for want of a network: try again as soon as it is back.
  const failed = state.status === 'error';
  useEffect(() => (failed ? onOnline(open) : undefined), [failed, open]);

  return { state, retry: open };
}
