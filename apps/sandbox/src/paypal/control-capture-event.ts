import { setCaptureStatus } from './capture-order.ts';
import { ControlError } from './paypal-control-change.ts';
import { PaypalError } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import type { Capture, Order } from './paypal-store.ts';
import { refundCapture } from './refund-capture.ts';
import { captureStatusEvents, publishEvents } from './webhook-events.ts';

export const controllableEventTypes = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REVERSED',
  'PAYMENT.CAPTURE.REFUNDED',
] as const;
export type ControllableEventType = (typeof controllableEventTypes)[number];

export function isControllableEventType(value: unknown): value is ControllableEventType {
  return controllableEventTypes.includes(value as ControllableEventType);
}

function findOrderCapture(state: PaypalState, order: Order, captureId: string | undefined): Capture {
  const ids = order.purchaseUnits.flatMap((unit) => unit.captureIds);
  const id = captureId ?? ids[0];
  const capture = id && ids.includes(id) ? state.store.captures.get(id) : undefined;
  if (!capture) throw new ControlError(captureId ? `Order ${order.id} has no capture ${captureId}` : `Order ${order.id} has not been captured`, 409);
  return capture;
}

/** Moves a PENDING capture on; asking for the status it already has only sends the event again. */
function settle(state: PaypalState, capture: Capture, to: 'COMPLETED' | 'DECLINED'): void {
  if (capture.status === 'PENDING') setCaptureStatus(state, capture, to);
  else if (capture.status !== to) {
    throw new ControlError(`Capture ${capture.id} is ${capture.status}; only a PENDING capture can become ${to}`, 409);
  }
  publishEvents(state, captureStatusEvents(state, capture));
}

/**
 * What PayPal does later on its own (pending → completed/denied, chargeback) or on a
 * dashboard refund, triggered now; returns the capture it acted on.
 */
export function emitCaptureEvent(state: PaypalState, order: Order, eventType: ControllableEventType, captureId?: string): Capture {
  const capture = findOrderCapture(state, order, captureId);
  try {
    if (eventType === 'PAYMENT.CAPTURE.COMPLETED') settle(state, capture, 'COMPLETED');
    else if (eventType === 'PAYMENT.CAPTURE.DENIED') settle(state, capture, 'DECLINED');
    else refundCapture(state, capture, { amount: undefined, invoiceId: undefined, noteToPayer: undefined }, eventType === 'PAYMENT.CAPTURE.REVERSED' ? 'reversal' : 'refund');
  } catch (error) {
    if (error instanceof PaypalError) throw new ControlError(`${error.details[0]?.issue ?? error.errorName}: ${error.details[0]?.description ?? error.message}`, 409);
    throw error;
  }
  return capture;
}
