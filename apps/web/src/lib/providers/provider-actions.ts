import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { paypalActions } from './paypal/paypal-actions.ts';
import type { ProviderActions } from './web-provider.ts';
import { yocoActions } from './yoco/yoco-actions.ts';

// The list of what providers do their own way (their folders beside this file), apart from their facts
// (provider-list.ts) so that the first view, which reads only those, does not carry these calls. A provider that
// starts and returns through the generic routes and is down in the generic words needs no entry.
const particularActions: Partial<Record<PaymentMethod, ProviderActions>> = { paypal: paypalActions, yoco: yocoActions };

/** What the provider does its own way (web-provider.ts: ProviderActions); nothing for most. */
export function providerActions(method: PaymentMethod): ProviderActions {
  return particularActions[method] ?? {};
}
