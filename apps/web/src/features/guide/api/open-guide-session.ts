import type { Session } from '../../../lib/session/session-types.ts';

/** Sets the short-lived httpOnly cookie that /guide/* needs; answers when it runs out. */
export function openGuideSession(session: Session) {
  return session.call<{ expiresAt: string }>('/api/guide/session', { method: 'POST' });
}
