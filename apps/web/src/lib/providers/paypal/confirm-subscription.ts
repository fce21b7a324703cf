import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { Session } from '../../session/session-types.ts';

/**
 * POST /api/subscriptions/paypal/confirm after an approval at PayPal (a purchase, or renewal turned on): the server reads
 * the subscription and any sale at PayPal and answers like a capture.
 */
export function confirmPaypalSubscription(session: Session, subscriptionId: string) {
  return session.call<CaptureAnswer>('/api/subscriptions/paypal/confirm', { method: 'POST', body: { subscriptionId } });
}
