import type { Session } from '../../../lib/session/session-types.ts';

/** Deletes the signed-in user's account; the server ends every session of it. */
export function deleteAccount(session: Session) {
  return session.call<{ message: string }>('/api/me', { method: 'DELETE' });
}
