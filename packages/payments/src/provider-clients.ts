import type { WebhookCheck } from './payment-gateway.ts';
import type { providerList } from './providers/provider-list.ts';

type ListedProvider = (typeof providerList)[number];

/**
 * The providers' clients, one per module of providers/provider-list.ts, each of the type its module builds; null (or
 * absent, in code built before a provider was added, such as tests' hand-made deps) for one that is not configured.
 */
export type ProviderClients = { [Provider in ListedProvider as Provider['name']]?: ReturnType<Provider['client']> };

/** The payment providers' clients and their webhook checks, built once per process (createPaymentProviders). */
export interface PaymentProviders extends ProviderClients {
  /** how a signed webhook delivery is checked, per provider; absent or null where its webhooks are not configured */
  webhookChecks?: Partial<Record<string, WebhookCheck | null>>;
}
