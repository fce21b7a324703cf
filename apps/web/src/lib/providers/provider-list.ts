import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { paypalActions } from './paypal/paypal-actions.ts';
import type { ProviderActions } from './web-provider.ts';

// The web's one list of what a payment provider does its own way (its folder beside this file); what the web asks of
// a provider otherwise is the domain's (payment-providers.ts: providerFacts), so the generic code never names one. A
// provider that starts and returns through the generic routes and renews nothing needs no entry.
const particularActions: Partial<Record<PaymentMethod, ProviderActions>> = { paypal: paypalActions };

/** What the provider does its own way (web-provider.ts: ProviderActions); nothing for most. */
export function providerActions(method: PaymentMethod): ProviderActions {
  return particularActions[method] ?? {};
}
