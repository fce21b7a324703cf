import type { Session } from '../../../lib/session/session-types.ts';

/** DELETE /api/membership/auto-renew: cancels the PayPal subscription; access stays until the paid-through date. */
export function turnOffAutoRenew(session: Session) {
  return session.call<{ status: 'CANCELLED' }>('/api/membership/auto-renew', { method: 'DELETE' });
}
