import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { DpoClient } from '@guidepass/providers/dpo/dpo-client';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import type { YocoClient } from '@guidepass/providers/yoco-client';
import { dpoProvider } from './dpo/dpo-provider.ts';
import { paypalProvider } from './paypal/paypal-provider.ts';
import { yocoProvider } from './yoco/yoco-provider.ts';

/**
 * The one list of the payment providers' modules, each from its own folder: the client factory
 * (payment-providers.ts), the gateway registry (gateway-registry.ts) and the event readers iterate it. A provider adds
 * its folder, one line here and its client's type below.
 */
export const providerList = [paypalProvider, yocoProvider, dpoProvider] as const;

/** The providers' clients; null for a provider that is not configured. */
export interface ProviderClients {
  paypal: PayPalClient | null;
  yoco: YocoClient | null;
  /** optional so that code built before DPO (tests' hand-made deps) still type-checks: absent is not configured */
  dpo?: DpoClient | null;
}

// Every name of the domain's list has a module here: a name without one does not compile.
type Unlisted = Exclude<PaymentMethod, (typeof providerList)[number]['name']>;
export const everyProviderListed: [Unlisted] extends [never] ? true : never = true;
