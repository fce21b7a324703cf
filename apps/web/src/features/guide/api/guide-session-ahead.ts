import type { Session } from '../../../lib/session/session-types.ts';
import { openGuideSession } from './open-guide-session.ts';

type GuideSessionAnswer = Awaited<ReturnType<typeof openGuideSession>>;

// The guide's pass asked for ahead of the guide view (as soon as a payment is captured), so that opening the guide
// after "Payment Successful!" waits for no round trip. It is kept for this session only and not for long.
const keptForMs = 10 * 60_000;
let ahead: { session: Session; answer: Promise<GuideSessionAnswer>; at: number; stopWatching(): void } | null = null;

function forget(): void {
  ahead?.stopWatching();
  ahead = null;
}

/** Asks for the guide's pass now, for the guide view to take later. */
export function openGuideSessionAhead(session: Session): void {
  forget();
  const answer = openGuideSession(session);
  answer.catch(() => {}); // a failure is met by the guide view's own request
  // A sign-out (or anyone else signing in) makes the pass someone else's: drop it.
  const stopWatching = session.subscribe(() => {
    if (session.getState().status !== 'signed-in') forget();
  });
  ahead = { session, answer, at: Date.now(), stopWatching };
}

/** The pass asked for ahead if it is this session's and recent (and did not fail), else a new request. */
export function takeGuideSession(session: Session): Promise<GuideSessionAnswer> {
  const kept = ahead;
  forget();
  if (kept === null || kept.session !== session || Date.now() - kept.at > keptForMs) return openGuideSession(session);
  return kept.answer.catch(() => openGuideSession(session));
}
