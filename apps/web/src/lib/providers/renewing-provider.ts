import { isPaymentMethod, providerFacts, renewingProvider } from '@guidepass/domain/payment-providers';
import type { Session } from '../session/session-types.ts';
import { providerActions } from './provider-list.ts';

/** Whether a payment with this provider (a stored name, the member's own way) renews by itself. */
export function renews(method: string | null | undefined): boolean {
  return isPaymentMethod(method) && providerFacts(method).renews === true;
}

/** Confirms a subscription approved at the renewing provider (renewal turned on in My membership). */
export async function confirmRenewal(session: Session, subscriptionId: string) {
  const confirm = providerActions(renewingProvider).confirmSubscription;
  if (!confirm) throw new Error(`the renewing provider (${renewingProvider}) has no subscription confirm in the web`);
  return confirm(session, subscriptionId);
}
