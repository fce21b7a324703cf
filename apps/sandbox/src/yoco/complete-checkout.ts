import type { Checkout } from './checkout-store.ts';
import { paymentSucceededEvent } from './webhook-events.ts';
import { randomYocoId } from './yoco-ids.ts';
import type { YocoState } from './yoco-state.ts';

/** Paying charges at once (Yoco has no capture step) and is confirmed by payment.succeeded. */
export function completeCheckout(state: YocoState, checkout: Checkout): void {
  const { now } = state.settings;
  checkout.status = 'completed';
  checkout.paymentId = randomYocoId('p');
  checkout.paidAt = now();
  state.delivery.enqueue(paymentSucceededEvent(randomYocoId('evt'), checkout, now()));
}
