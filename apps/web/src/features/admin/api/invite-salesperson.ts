import type { Session } from '../../../lib/session/session-types.ts';

/** Mails an invite to claim the record (single use, 7 days; replaces an unclaimed one); 409 when already claimed. */
export function inviteSalesperson(session: Session, id: string, email: string) {
  return session.call<{ email: string; expiresAt: string }>(`/api/admin/salespersons/${encodeURIComponent(id)}/invite`, { method: 'POST', body: { email } });
}
