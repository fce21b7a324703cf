import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { dpoFacts } from './dpo/dpo-facts.ts';
import { paypalFacts } from './paypal/paypal-facts.ts';
import type { ProviderFacts } from './web-provider.ts';

// The web's one list of what is particular to a payment provider (its folder beside this file): the generic code reads
// it and never names a provider. A provider with nothing particular (it starts and returns through the generic routes,
// renews nothing, charges in its own currency) needs no entry. The first view reads these
// facts; what a provider does its own way is listed apart, in provider-actions.ts, so that the first view does not
// carry it.
const particularFacts: Partial<Record<PaymentMethod, ProviderFacts>> = { paypal: paypalFacts, dpo: dpoFacts };

/** What the web asks of a provider instead of naming it (web-provider.ts: ProviderFacts). */
export function providerFacts(method: PaymentMethod): ProviderFacts {
  return particularFacts[method] ?? {};
}
