import { isPaidCheckout } from '@guidepass/providers/yoco-client';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { findPayment } from '@guidepass/payments/payments-repository';
import { amountMatches, type PaymentDeps } from './payment-deps.ts';
import type { CaptureOutcome } from './capture-paypal-order.ts';
import { creditPayment } from './credit-payment.ts';

/**
 * Proof of a Yoco payment: the payment.succeeded webhook, or (this path) the checkout read back as completed with a
 * payment id. Yoco has no capture step: paying on its page charges the card.
 */
export async function confirmYocoCheckout(deps: PaymentDeps, paymentId: string): Promise<CaptureOutcome> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.provider !== 'yoco' || !payment.provider_ref) return 'unknown-payment';
  if (payment.status === 'captured' || payment.status === 'refunded') return 'already-captured';
  if (!deps.yoco) throw new Error('Yoco is not configured');
  const checkout = await deps.yoco.getCheckout(payment.provider_ref);
  if (!isPaidCheckout(checkout)) return 'not-approved';
  if (!amountMatches(payment, checkout.amount, checkout.currency)) {
    deps.logger.error({ paymentId, checkout: checkout.id }, 'Yoco checkout amount differs from the payment; not activating');
    await applyPaymentEvent(deps.db, paymentId, { type: 'fail', reason: 'amount mismatch' });
    return 'failed';
  }
  return creditPayment(deps, paymentId, checkout.paymentId!);
}
