import type { Session } from '../../../lib/session/session-types.ts';

/** Claims the salesperson record an invite names, for the signed-in, verified account. */
export function claimSalesperson(session: Session, token: string) {
  return session.call<{ salesperson: { id: string; fullName: string; referralCode: string } }>('/api/salesperson/claim', {
    method: 'POST',
    body: { token },
  });
}
