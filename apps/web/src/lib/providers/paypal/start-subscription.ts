import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../../session/session-types.ts';

/** redirectUrl is PayPal's subscription approval page; a missing one is reported to the user, not assumed away. */
export interface PaypalSubscriptionStartAnswer {
  redirectUrl?: string;
  /** PayPal's subscription id (I-…), which PayPal also puts in the return address as `subscription_id`. */
  subscriptionId?: string;
}

/** A PayPal purchase is a PayPal subscription (product.md §8): the tier only; the server knows who is asking. */
export function startPaypalSubscription(session: Session, input: { selectedTierId: TierId }) {
  return session.call<PaypalSubscriptionStartAnswer>('/api/subscriptions/paypal', { method: 'POST', body: input });
}
