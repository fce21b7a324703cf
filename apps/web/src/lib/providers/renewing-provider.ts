import { isPaymentMethod, paymentMethods, providerFacts, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { Session } from '../session/session-types.ts';
import { providerActions } from './provider-list.ts';

/** The provider automatic renewal is a subscription at (product.md §8: one of them renews), if any does. */
export function renewingMethod(): PaymentMethod | undefined {
  return paymentMethods.find((method) => providerFacts(method).renews);
}

/** Whether a payment with this provider (a stored name, the member's own way) renews by itself. */
export function renews(method: string | null | undefined): boolean {
  return isPaymentMethod(method) && providerFacts(method).renews === true;
}

/** Confirms a subscription approved at the renewing provider (renewal turned on in My membership). */
export async function confirmRenewal(session: Session, subscriptionId: string) {
  const method = renewingMethod();
  const confirm = method === undefined ? undefined : providerActions(method).confirmSubscription;
  if (!confirm) throw new Error('no payment provider renews by itself');
  return confirm(session, subscriptionId);
}
