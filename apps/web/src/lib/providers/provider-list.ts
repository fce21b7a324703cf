import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { dpoFacts } from './dpo/dpo-facts.ts';
import { paypalCalls } from './paypal/paypal-calls.ts';
import { paypalFacts } from './paypal/paypal-facts.ts';
import type { ProviderCalls, ProviderFacts } from './web-provider.ts';
import { yocoFacts } from './yoco/yoco-facts.ts';

// The web's one list of what is particular to a payment provider (its folder beside this file): the generic code reads
// these records and never names a provider. A provider with nothing particular (it starts and returns through the
// generic routes, renews nothing, charges in its own currency) needs no entry. Two records so that the first view,
// which reads the facts alone, does not carry the calls.
const particularFacts: Partial<Record<PaymentMethod, ProviderFacts>> = { paypal: paypalFacts, yoco: yocoFacts, dpo: dpoFacts };

/** A provider with nothing particular to say. */
const plainFacts: ProviderFacts = { renews: false, chargesInPula: false };

/** What the web asks of a provider instead of naming it (web-provider.ts: ProviderFacts). */
export function providerFacts(method: PaymentMethod): ProviderFacts {
  return particularFacts[method] ?? plainFacts;
}

/** The providers' own calls, for those the generic routes do not serve. */
export const providerCalls: Partial<Record<PaymentMethod, ProviderCalls>> = { paypal: paypalCalls };
