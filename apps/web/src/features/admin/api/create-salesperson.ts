import type { Session } from '../../../lib/session/session-types.ts';

/** Creates a salesperson record; 409 when the name (its key) exists. Answers the record with its new referral code. */
export function createSalesperson(session: Session, body: { firstName: string; lastName: string }) {
  return session.call<{ id: string; fullName: string; referralCode: string }>('/api/admin/salespersons', { method: 'POST', body });
}
