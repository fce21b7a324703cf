import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../../../lib/session/session-types.ts';

/** redirectUrl is PayPal's approval page; a missing one is reported to the user, not assumed away. */
export interface PaypalStartAnswer {
  redirectUrl?: string;
  orderId?: string;
  paymentId?: string;
  message?: string;
}

export function startPaypalPayment(session: Session, input: { selectedTierId: TierId; userId?: string | undefined }) {
  return session.call<PaypalStartAnswer>('/api/payments/paypal', { method: 'POST', body: input });
}
