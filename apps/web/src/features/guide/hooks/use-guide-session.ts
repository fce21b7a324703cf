import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { onOnline } from '../../../lib/online.ts';
import { takeGuideSession } from '../api/guide-session-ahead.ts';
import { savedPagesSettled } from '../saved-pages.ts';
import { guideWorkerReady, keepOnceWorkerReady } from '../worker-ready.ts';

/** `saved`: no pass could be had for want of a network, and the service worker can show the saved pages. */
export type GuideSessionState =
  | { status: 'opening' }
  | { status: 'open'; path: string }
  | { status: 'saved' }
  | { status: 'error'; message: string };

/**
 * Opens the guide session once the main view shows: the answer is the frame's address, whose pass lasts the day
 * and is checked against the session and the membership on every request, so there is nothing to renew (a new
 * address would reload the frame and lose the member's page).
 */
export function useGuideSession(): { state: GuideSessionState; retry(): void } {
  const session = useSession();
  const [state, setState] = useState<GuideSessionState>({ status: 'opening' });
  const started = useRef(false);

  const open = useCallback(() => {
    setState({ status: 'opening' });
    takeGuideSession(session).then(
      // The saved pages' owner first (App records it in the same commit as this view's first effects), and on a
      // device's first visit the service worker (worker-ready.ts), so that it keeps the very first page the frame opens.
      (answer) =>
        Promise.all([savedPagesSettled(), guideWorkerReady()]).then(([, workerActive]) => {
          setState({ status: 'open', path: answer.path });
          if (!workerActive) keepOnceWorkerReady(answer.path);
        }),
      (error: unknown) => setState(unreachable(error) && savedPagesServed() ? { status: 'saved' } : { status: 'error', message: errorMessage(error) }),
    );
  }, [session]);

  useEffect(() => {
    // One request per visit: the ref survives React's development double effect.
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);

  // Opening failed for want of a network: try again as soon as it is back.
  const failed = state.status === 'error' || state.status === 'saved';
  useEffect(() => (failed ? onOnline(open) : undefined), [failed, open]);

  return { state, retry: open };
}

/** No HTTP answer at all: no network, or the server out of reach. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code !== 'cancelled';
}

/** Saved pages are served by the app's service worker, so only a page it controls can show them. */
function savedPagesServed(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}
