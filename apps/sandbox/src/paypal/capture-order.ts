import { issueError, type PaypalError } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import { approvalUrl, link } from './paypal-links.ts';
import type { Capture, Order } from './paypal-store.ts';
import { captureStatusEvents, publishEvents } from './webhook-events.ts';

/** Recoverable: the client sends the buyer back to the approval page (the redirect link) to pick another instrument. */
export function instrumentDeclined(state: PaypalState, orderId: string): PaypalError {
  return issueError('INSTRUMENT_DECLINED', {}, [link(approvalUrl(state.baseUrl(), orderId), 'redirect')]);
}

const statusReasons: Partial<Record<Capture['status'], string>> = {
  PENDING: 'PENDING_REVIEW',
  DECLINED: 'DECLINED_BY_RISK_FRAUD_FILTERS',
};

export function setCaptureStatus(state: PaypalState, capture: Capture, status: Capture['status']): void {
  capture.status = status;
  capture.statusReason = statusReasons[status];
  capture.updateTime = state.settings.now();
}

/** Captures every purchase unit with the outcome currently switched on (COMPLETED unless set otherwise). */
export function captureOrder(state: PaypalState, order: Order): Capture[] {
  if (order.status === 'COMPLETED') throw issueError('ORDER_ALREADY_CAPTURED');
  if (order.status !== 'APPROVED') throw issueError('ORDER_NOT_APPROVED');
  if (order.declineCapture) throw instrumentDeclined(state, order.id);

  const { store, ids } = state;
  const now = state.settings.now();
  const status = state.controls.captureOutcome;
  const captures = order.purchaseUnits.map((unit): Capture => {
    const capture: Capture = {
      id: ids.upperAlphanumeric(17),
      orderId: order.id,
      referenceId: unit.referenceId,
      status,
      statusReason: statusReasons[status],
      amount: unit.amount,
      customId: unit.customId,
      invoiceId: unit.invoiceId,
      refundedMinor: 0n,
      createTime: now,
      updateTime: now,
    };
    store.captures.set(capture.id, capture);
    unit.captureIds.push(capture.id);
    return capture;
  });
  // An order is COMPLETED even when its capture is PENDING or DECLINED: only the capture says whether money moved.
  order.status = 'COMPLETED';
  order.updateTime = now;
  publishEvents(state, captures.flatMap((capture) => captureStatusEvents(state, capture)));
  return captures;
}
