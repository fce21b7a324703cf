import type { Session } from '../../../lib/session/session-types.ts';

/** POST /api/membership/auto-renew: a weekly PayPal subscription from the paid-through date, to approve at PayPal. */
export function turnOnAutoRenew(session: Session) {
  return session.call<{ redirectUrl: string; subscriptionId: string }>('/api/membership/auto-renew', { method: 'POST', body: {} });
}
