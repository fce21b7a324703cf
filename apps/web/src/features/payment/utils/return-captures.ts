import { isPaymentMethod, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentReturnAddress } from '../types/payment-return.ts';

// Apart from the return's run (run-payment-return.ts): the first view's App reads it to say "Payment received" while
// the signed-in views' code is still on its way.

/** Whether the return carries the provider's id to capture (or a broken one): then no profile is needed first. */
export function returnCaptures({ method, paypalToken, paypalSubscriptionId }: PaymentReturnAddress): boolean {
  return confirmsByPaymentId(method) || paypalSubscriptionId !== null || paypalToken !== null;
}

/** Yoco's return and every provider's that names our payment (`&method=dpo&paymentId=…`): confirmed by our payment id. */
export function confirmsByPaymentId(method: string | null): method is Exclude<PaymentMethod, 'paypal'> {
  return isPaymentMethod(method) && method !== 'paypal';
}
