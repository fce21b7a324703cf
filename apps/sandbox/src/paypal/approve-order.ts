import type { PaypalState } from './paypal-state.ts';
import type { Order } from './paypal-store.ts';
import { orderApprovedEvent, publishEvents } from './webhook-events.ts';

/** Whether the buyer can still approve (or approve again after a declined instrument). */
export function isAwaitingBuyer(order: Order): boolean {
  return order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'APPROVED';
}

/**
 * The buyer approved on the approval page. With `declineInstrument` the approval
 * stands but the capture will fail with INSTRUMENT_DECLINED, which is when a real
 * declined funding source shows up.
 */
export function approveOrder(state: PaypalState, order: Order, declineInstrument: boolean): void {
  const wasApproved = order.status === 'APPROVED';
  order.status = 'APPROVED';
  order.declineCapture = declineInstrument;
  order.payer ??= {
    payerId: state.ids.upperAlphanumeric(13),
    email: 'buyer@example.com',
    givenName: 'Sandbox',
    surname: 'Buyer',
    countryCode: 'BW',
  };
  order.updateTime = state.settings.now();
  if (!wasApproved) publishEvents(state, [orderApprovedEvent(state, order)]);
}
