import type { Session } from '../../../lib/session/session-types.ts';

/** Makes a name to review a salesperson (with its members and sales); answers its referral code. */
export function confirmSalespersonName(session: Session, id: string) {
  return session.call<{ id: string; fullName: string; referralCode: string }>(`/api/admin/salesperson-names/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
}
