import type { Session } from '../../../lib/session/session-types.ts';

/** Sets a new password; the server signs every other session of the account out and keeps this one. */
export function changePassword(session: Session, body: { currentPassword: string; newPassword: string }) {
  return session.call<{ message: string }>('/auth/change-password', { method: 'POST', body });
}
