import { fromMinorUnits, normalizeMoney, toMinorUnits } from './money.ts';
import { issueError } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import type { Capture, Refund } from './paypal-store.ts';
import type { RefundRequest } from './validate-refund.ts';
import { publishEvents, refundEvent } from './webhook-events.ts';

/** Refunds (or, for `reversal`, claws back) part or all of what is left of a capture, and emits the event. */
export function refundCapture(state: PaypalState, capture: Capture, request: RefundRequest, kind: Refund['kind'] = 'refund'): Refund {
  if (capture.status === 'REFUNDED') throw issueError('CAPTURE_FULLY_REFUNDED');
  if (capture.status === 'PENDING') throw issueError('PENDING_CAPTURE');
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') throw issueError('TRANSACTION_REFUSED');

  const currency = capture.amount.currency_code;
  const remaining = toMinorUnits(capture.amount) - capture.refundedMinor;
  const amount = request.amount ? normalizeMoney(request.amount) : fromMinorUnits(currency, remaining);
  if (amount.currency_code !== currency) {
    throw issueError('CURRENCY_MISMATCH', { field: '/amount/currency_code', value: amount.currency_code, location: 'body' });
  }
  const minor = toMinorUnits(amount);
  if (minor <= 0n) throw issueError('CANNOT_BE_ZERO_OR_NEGATIVE', { field: '/amount/value', value: amount.value, location: 'body' });
  if (minor > remaining) throw issueError('REFUND_AMOUNT_EXCEEDED', { field: '/amount/value', value: amount.value, location: 'body' });

  const now = state.settings.now();
  capture.refundedMinor += minor;
  capture.status = minor === remaining ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.statusReason = undefined;
  capture.updateTime = now;
  const refund: Refund = {
    id: state.ids.upperAlphanumeric(17),
    captureId: capture.id,
    kind,
    status: 'COMPLETED',
    amount,
    invoiceId: request.invoiceId,
    noteToPayer: request.noteToPayer,
    createTime: now,
    updateTime: now,
  };
  state.store.refunds.set(refund.id, refund);
  publishEvents(state, [refundEvent(state, refund, capture)]);
  return refund;
}
