import type { Config } from '@guidepass/config';
import type { PaymentProviders } from './provider-clients.ts';
import { providerList } from './providers/provider-list.ts';

export type { PaymentProviders } from './provider-clients.ts';

type PaymentSettings = Pick<Config, (typeof providerList)[number]['name']>;

/** Builds every listed provider's client and webhook check from the configuration, once per process. */
export function createPaymentProviders(config: PaymentSettings): PaymentProviders {
  const clients = Object.fromEntries(providerList.map((provider) => [provider.name, provider.client(config)]));
  const webhookChecks = Object.fromEntries(providerList.flatMap((provider) => (provider.webhookCheck ? [[provider.name, provider.webhookCheck(config)]] : [])));
  return { ...clients, webhookChecks } as PaymentProviders;
}
