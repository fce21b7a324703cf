import type { Session } from '../../../lib/session/session-types.ts';

/** Whether the signed-in person is an administrator (ADMIN_EMAILS, verified address). */
export function getAdminStatus(session: Session, signal?: AbortSignal) {
  return session.call<{ admin: boolean }>('/api/admin/status', { signal });
}
