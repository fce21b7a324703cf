import type { Parsed } from './parse-checkout-request.ts';
import { readStringMap } from './parse-checkout-request.ts';
import { isPlainObject } from './json-values.ts';
import { refundEvent } from './webhook-events.ts';
import { notFoundError, validationError, yocoError, type YocoResult } from './yoco-error.ts';
import type { YocoState } from './yoco-state.ts';

interface RefundRequest {
  amount: number | undefined;
}

function parseRefundRequest(body: unknown): Parsed<RefundRequest> {
  if (body === undefined || body === null) return { ok: true, value: { amount: undefined } };
  if (!isPlainObject(body)) return { ok: false, result: validationError('The request body must be a JSON object') };
  const { amount } = body;
  if (amount !== undefined && amount !== null && (!Number.isSafeInteger(amount) || (amount as number) <= 0)) {
    return { ok: false, result: validationError('amount must be a positive integer number of cents') };
  }
  const metadata = readStringMap(body.metadata, 'metadata');
  if (!metadata.ok) return metadata;
  return { ok: true, value: { amount: (amount as number | null | undefined) ?? undefined } };
}

/** Answers 202 "accepted" at once; the outcome only arrives as refund.succeeded or refund.failed. */
export function refundCheckout(state: YocoState, checkoutId: string, body: unknown): YocoResult {
  const checkout = state.checkouts.find(checkoutId);
  if (!checkout) return notFoundError('Checkout');
  if (checkout.status !== 'completed' || !checkout.paymentId) {
    return yocoError(400, 'checkout_not_paid', 'This checkout has no successful payment to refund');
  }
  if (checkout.mode === 'test' && !state.controls.refundsInTestMode) {
    return yocoError(400, 'refund_not_supported', 'Refunds are not supported for test mode checkouts',
      'Refunds are not available in test mode.');
  }
  const request = parseRefundRequest(body);
  if (!request.ok) return request.result;

  const refundable = checkout.amount - checkout.refundedAmount;
  const amount = request.value.amount ?? refundable;
  if (refundable <= 0) return yocoError(400, 'already_refunded', 'This checkout has already been refunded in full');
  if (amount > refundable) {
    return validationError(`amount ${amount} exceeds the refundable amount ${refundable}`);
  }

  const { now, newId } = state.options;
  const outcome = state.controls.refundOutcome;
  const refundId = newId('rfd');
  if (outcome === 'succeeded') checkout.refundedAmount += amount;
  state.dispatcher.emit(refundEvent(newId('evt'), checkout, { refundId, amount, outcome }, now()));
  return {
    status: 202,
    body: { id: checkout.id, refundId, message: 'Your refund has been processed', status: 'successful' },
  };
}
