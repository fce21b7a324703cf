import type { Checkout } from './checkout-store.ts';
import { paymentSucceededEvent } from './webhook-events.ts';
import type { YocoState } from './yoco-state.ts';

/** Paying charges at once (Yoco has no capture step) and is confirmed by payment.succeeded. */
export function completeCheckout(state: YocoState, checkout: Checkout): void {
  const { now, newId } = state.options;
  checkout.status = 'completed';
  checkout.paymentId = newId('p');
  checkout.paidAt = now();
  state.dispatcher.emit(paymentSucceededEvent(newId('evt'), checkout, now()));
}
