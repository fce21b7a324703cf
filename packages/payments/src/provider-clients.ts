import type { WebhookCheck } from './payment-gateway.ts';

/**
 * The providers' clients by name: each provider's module (providers/<name>/<name>-provider.ts) adds its own to this
 * interface, as Fastify's plugins add their decorations, so that this file names none and imports none of them. Null
 * (or absent, in code built before a provider was added, such as tests' hand-made deps) for one not configured.
 */
export interface ProviderClients {}

/** The payment providers' clients and their webhook checks, built once per process (createPaymentProviders). */
export interface PaymentProviders extends ProviderClients {
  /** how a signed webhook delivery is checked, per provider; absent or null where its webhooks are not configured */
  webhookChecks?: Partial<Record<string, WebhookCheck | null>>;
}
