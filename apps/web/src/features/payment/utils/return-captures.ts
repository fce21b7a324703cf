import { isPaymentMethod, providerFacts, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentReturnAddress } from '../types/payment-return.ts';

// Apart from the return's run (run-payment-return.ts): the first view's App reads it to say "Payment received" while
// the signed-in views' code is still on its way.

/**
 * Whether the return carries the provider's id to capture (or a broken one): our payment's, or the provider's own
 * (`token`, `subscription_id`). Then no profile is needed first.
 */
export function returnCaptures({ method, token, subscriptionId }: PaymentReturnAddress): boolean {
  return confirmsByPaymentId(method) || subscriptionId !== null || token !== null;
}

/** A return that names our payment (`&method=yoco&paymentId=…`), from a provider that returns so: confirmed by our payment id. */
export function confirmsByPaymentId(method: string | null): method is PaymentMethod {
  return isPaymentMethod(method) && !providerFacts(method).returnsOwnIds;
}
