import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { Session } from '../../../lib/session/session-types.ts';

/** POST /api/membership/renew: one week now, the member's tier, paid at the provider's page (409 while renewal is on). */
export function renewMembership(session: Session, provider: PaymentMethod) {
  return session.call<{ redirectUrl: string; paymentId: string; orderId?: string }>('/api/membership/renew', { method: 'POST', body: { provider } });
}
