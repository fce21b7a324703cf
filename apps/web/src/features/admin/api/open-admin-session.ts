import type { Session } from '../../../lib/session/session-types.ts';

/** Sets the short-lived cookie that opens the server's /admin pages (the CSV, the queue dashboard) in this browser. */
export function openAdminSession(session: Session) {
  return session.call<{ expiresAt: string }>('/api/admin/session', { method: 'POST' });
}
