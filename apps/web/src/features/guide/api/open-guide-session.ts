import type { Session } from '../../../lib/session/session-types.ts';

/** Asks for the guide frame's address, /guide/<pass>/ (a pass bound to this session); answers it and when the pass runs out. */
export function openGuideSession(session: Session) {
  return session.call<{ path: string; expiresAt: string }>('/api/guide/session', { method: 'POST' });
}
