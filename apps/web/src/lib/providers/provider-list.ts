import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { dpoFacts } from './dpo/dpo-facts.ts';
import { paypalActions } from './paypal/paypal-actions.ts';
import { paypalFacts } from './paypal/paypal-facts.ts';
import type { ProviderActions, ProviderFacts } from './web-provider.ts';
import { yocoActions } from './yoco/yoco-actions.ts';

// The web's one list of what is particular to a payment provider (its folder beside this file): the generic code reads
// it and never names a provider. A provider with nothing particular (it starts and returns through the generic routes,
// renews nothing, charges in its own currency, is down in the generic words) needs no entry.
const particularFacts: Partial<Record<PaymentMethod, ProviderFacts>> = { paypal: paypalFacts, dpo: dpoFacts };
const particularActions: Partial<Record<PaymentMethod, ProviderActions>> = { paypal: paypalActions, yoco: yocoActions };

/** What the web asks of a provider instead of naming it (web-provider.ts: ProviderFacts). */
export function providerFacts(method: PaymentMethod): ProviderFacts {
  return particularFacts[method] ?? {};
}

/** What the provider does its own way (web-provider.ts: ProviderActions); nothing for most. */
export function providerActions(method: PaymentMethod): ProviderActions {
  return particularActions[method] ?? {};
}
