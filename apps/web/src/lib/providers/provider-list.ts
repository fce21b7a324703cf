import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { dpoFacts } from './dpo/dpo-facts.ts';
import { paypalCalls } from './paypal/paypal-calls.ts';
import { paypalFacts } from './paypal/paypal-facts.ts';
import type { ProviderCalls, ProviderFacts } from './web-provider.ts';
import { yocoFacts } from './yoco/yoco-facts.ts';

// The web's one list of what is particular to each payment provider (its folder beside this file): the generic code
// reads these records and never names a provider. Two records so that the first view, which reads the facts alone,
// does not carry the calls.

/** Each provider's facts (web-provider.ts: ProviderFacts). */
export const providerFacts: Record<PaymentMethod, ProviderFacts> = { paypal: paypalFacts, yoco: yocoFacts, dpo: dpoFacts };

/** The providers' own calls, for those the generic routes do not serve. */
export const providerCalls: Partial<Record<PaymentMethod, ProviderCalls>> = { paypal: paypalCalls };
