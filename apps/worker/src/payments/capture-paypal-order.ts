import { ProviderError } from '@guidepass/providers/provider-error';
import { firstCapture, type PayPalCapture } from '@guidepass/providers/paypal-orders';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { findPayment } from '@guidepass/payments/payments-repository';
import { amountMatches, paypalMinorUnits, type PaymentDeps } from './payment-deps.ts';
import { creditPayment } from './credit-payment.ts';

export type CaptureOutcome = 'activated' | 'already-captured' | 'pending' | 'failed' | 'not-approved' | 'unknown-payment';

/**
 * Applies what PayPal says about a capture. Only COMPLETED is proof; PENDING waits for its webhook; DECLINED and
 * FAILED fail the payment. A capture for another amount than the one we asked for, or for no stated amount, is
 * never proof.
 */
export async function applyPayPalCapture(deps: PaymentDeps, paymentId: string, capture: PayPalCapture | undefined): Promise<CaptureOutcome> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return 'unknown-payment';
  if (!capture) return 'not-approved';
  // Proof (COMPLETED) and holds (PENDING) must state the amount; any stated amount must be ours.
  const needsAmount = capture.status === 'COMPLETED' || capture.status === 'PENDING';
  if ((needsAmount || capture.amount) && !amountMatches(payment, paypalMinorUnits(capture.amount), capture.amount?.currency_code)) {
    deps.logger.error({ paymentId, captureId: capture.id, amount: capture.amount }, 'PayPal capture amount absent or different from the payment; not activating');
    await applyPaymentEvent(deps.db, paymentId, { type: 'fail', reason: 'amount mismatch' });
    return 'failed';
  }
  switch (capture.status) {
    case 'COMPLETED':
      return creditPayment(deps, paymentId, capture.id);
    case 'PENDING':
      await applyPaymentEvent(deps.db, paymentId, { type: 'hold', captureRef: capture.id });
      return 'pending';
    case 'DECLINED':
    case 'FAILED':
      await applyPaymentEvent(deps.db, paymentId, { type: 'fail', reason: `capture ${capture.status.toLowerCase()}` });
      return 'failed';
    default:
      return 'already-captured';
  }
}

/**
 * Captures a PayPal order after the buyer approved it. The PayPal-Request-Id is fixed per payment, so a retry
 * (after a crash, a time-out, a 5xx) replays PayPal's first answer instead of capturing twice.
 */
export async function capturePayPalOrder(deps: PaymentDeps, paymentId: string): Promise<CaptureOutcome> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.provider !== 'paypal' || !payment.provider_ref) return 'unknown-payment';
  if (payment.status === 'captured' || payment.status === 'refunded') return 'already-captured';
  if (!deps.paypal) throw new Error('PayPal is not configured');
  try {
    const order = await deps.paypal.captureOrder(payment.provider_ref, `capture-${paymentId}`);
    return applyPayPalCapture(deps, paymentId, firstCapture(order));
  } catch (error) {
    if (!(error instanceof ProviderError) || error.transient) throw error;
    if (error.issue === 'ORDER_NOT_APPROVED') return 'not-approved';
    await applyPaymentEvent(deps.db, paymentId, { type: 'fail', reason: error.issue === 'INSTRUMENT_DECLINED' ? 'declined' : error.message });
    return 'failed';
  }
}
