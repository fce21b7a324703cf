import type { Config } from '@guidepass/config';
import type { WebhookCheck } from './payment-gateway.ts';
import { providerList, type ProviderClients } from './providers/provider-list.ts';

/** The payment providers' clients (null for one not configured) and their webhook checks. */
export interface PaymentProviders extends ProviderClients {
  /** how a signed webhook delivery is checked, per provider; absent or null where its webhooks are not configured */
  webhookChecks?: Partial<Record<string, WebhookCheck | null>>;
}

type PaymentSettings = Pick<Config, (typeof providerList)[number]['name']>;

/** Builds every listed provider's client and webhook check from the configuration, once per process. */
export function createPaymentProviders(config: PaymentSettings): PaymentProviders {
  const clients = Object.fromEntries(providerList.map((provider) => [provider.name, provider.client(config)]));
  const webhookChecks = Object.fromEntries(providerList.flatMap((provider) => (provider.webhookCheck ? [[provider.name, provider.webhookCheck(config)]] : [])));
  return { ...clients, webhookChecks } as PaymentProviders;
}
