import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { dpoProvider } from './dpo/dpo-provider.ts';
import { paypalProvider } from './paypal/paypal-provider.ts';
import { yocoProvider } from './yoco/yoco-provider.ts';

/**
 * The one list of the payment providers' modules, each from its own folder: the client factory
 * (payment-providers.ts) and the gateway registry with its event readers (gateway-registry.ts) iterate it. A provider
 * adds its folder and one line here (provider-clients.ts reads its client's type off its module).
 */
export const providerList = [paypalProvider, yocoProvider, dpoProvider] as const;

// Every name of the domain's list has a module here: a name without one does not compile.
type Unlisted = Exclude<PaymentMethod, (typeof providerList)[number]['name']>;
export const everyProviderListed: [Unlisted] extends [never] ? true : never = true;
