import { isPlainObject } from '../shared/json-values.ts';
import { readStringMap } from './parse-checkout-request.ts';
import { refundSucceededEvent } from './webhook-events.ts';
import { notFoundError, validationError, YocoApiError, yocoError, type YocoResult } from './yoco-error.ts';
import { randomYocoId } from './yoco-ids.ts';
import type { YocoState } from './yoco-state.ts';

/** The amount asked for, undefined for a full refund of what is left. */
function parseRefundAmount(body: unknown): number | undefined {
  if (body === undefined || body === null) return undefined;
  if (!isPlainObject(body)) throw validationError('The request body must be a JSON object');
  const { amount } = body;
  if (amount !== undefined && amount !== null && (!Number.isSafeInteger(amount) || (amount as number) <= 0)) {
    throw validationError('amount must be a positive integer number of cents');
  }
  readStringMap(body.metadata, 'metadata');
  return (amount as number | null | undefined) ?? undefined;
}

/**
 * Answers 202 "accepted" at once; the outcome only arrives as refund.succeeded. Real Yoco refuses refunds of test-mode
 * checkouts: so does the sandbox with the control refuseTestModeRefunds, and by default it refunds them, so tests can.
 */
export function refundCheckout(state: YocoState, checkoutId: string, body: unknown): YocoResult {
  const checkout = state.checkouts.find(checkoutId);
  if (!checkout) throw notFoundError('Checkout');
  if (checkout.status !== 'completed' || !checkout.paymentId) {
    throw new YocoApiError(yocoError(400, 'checkout_not_paid', 'This checkout has no successful payment to refund'));
  }
  if (checkout.mode === 'test' && state.controls.refuseTestModeRefunds) {
    throw new YocoApiError(yocoError(400, 'refunds_not_supported_in_test_mode', 'Refunds are not supported for test-mode payments'));
  }
  const requested = parseRefundAmount(body);
  const refundable = checkout.amount - checkout.refundedAmount;
  const amount = requested ?? refundable;
  if (refundable <= 0) throw new YocoApiError(yocoError(400, 'already_refunded', 'This checkout has already been refunded in full'));
  if (amount > refundable) throw validationError(`amount ${amount} exceeds the refundable amount ${refundable}`);

  const refundId = randomYocoId('rfd');
  checkout.refundedAmount += amount;
  state.delivery.enqueue(refundSucceededEvent(randomYocoId('evt'), checkout, { refundId, amount }, state.settings.now()));
  return {
    status: 202,
    body: { id: checkout.id, refundId, message: 'Your refund has been processed', status: 'successful' },
  };
}
