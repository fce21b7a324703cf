import { issueError, type PaypalError } from './paypal-error.ts';
import type { PaypalContext } from './paypal-context.ts';
import { approvalUrl, link } from './paypal-links.ts';
import type { Capture, Order } from './paypal-store.ts';
import { captureStatusEvents, publishEvents } from './webhook-events.ts';

/** Recoverable: the client sends the buyer back to the approval page (the redirect link) to pick another instrument. */
export function instrumentDeclined(context: PaypalContext, orderId: string): PaypalError {
  return issueError('INSTRUMENT_DECLINED', {}, [link(approvalUrl(context.baseUrl(), orderId), 'redirect')]);
}

const statusReasons: Partial<Record<Capture['status'], string>> = {
  PENDING: 'PENDING_REVIEW',
  DECLINED: 'DECLINED_BY_RISK_FRAUD_FILTERS',
};

export function setCaptureStatus(context: PaypalContext, capture: Capture, status: Capture['status']): void {
  capture.status = status;
  capture.statusReason = statusReasons[status];
  capture.updateTime = context.settings.now();
}

/** Captures every purchase unit with the outcome currently switched on (COMPLETED unless set otherwise). */
export function captureOrder(context: PaypalContext, order: Order): Capture[] {
  if (order.status === 'COMPLETED') throw issueError('ORDER_ALREADY_CAPTURED');
  if (order.status !== 'APPROVED') throw issueError('ORDER_NOT_APPROVED');
  if (order.declineCapture) throw instrumentDeclined(context, order.id);

  const { store, ids } = context;
  const now = context.settings.now();
  const status = store.faults.captureOutcome;
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
  publishEvents(context, captures.flatMap((capture) => captureStatusEvents(context, capture)));
  return captures;
}
