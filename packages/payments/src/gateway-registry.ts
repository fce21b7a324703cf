import { isPaymentMethod, paymentMethods, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { GatewayEvents, PaymentGateway } from './payment-gateway.ts';
import type { PaymentProviders } from './provider-clients.ts';
import { providerList } from './providers/provider-list.ts';

/**
 * The registry: one adapter per name in the provider list (providers/provider-list.ts), built on the process's
 * clients (createPaymentProviders); null where the provider is not configured.
 */
const adapters = Object.fromEntries(
  providerList.map((provider) => [provider.name, (providers: PaymentProviders): PaymentGateway | null => provider.gateway(providers)]),
) as Record<PaymentMethod, (providers: PaymentProviders) => PaymentGateway | null>;

/** Each provider's event reader; reading needs no client, so stored events can be read whatever is configured now. */
export const gatewayEvents = Object.fromEntries(providerList.map((provider) => [provider.name, provider.events])) as Record<PaymentMethod, GatewayEvents>;

/** The gateway of a provider by name (a route parameter, a stored row); null when unknown or not configured. */
export function gatewayFor(providers: PaymentProviders, name: string): PaymentGateway | null {
  return isPaymentMethod(name) ? adapters[name](providers) : null;
}

/** Which providers this process can take money through (GET /api/tiers `providers`). */
export function configuredProviders(providers: PaymentProviders): Record<PaymentMethod, boolean> {
  return Object.fromEntries(paymentMethods.map((name) => [name, adapters[name](providers) !== null])) as Record<PaymentMethod, boolean>;
}

/** The configured providers that can charge a phone, in the list's order (GET /api/tiers `mobileMoney`). */
export function mobileMoneyProviders(providers: PaymentProviders): PaymentMethod[] {
  return paymentMethods.filter((name) => (adapters[name](providers)?.mobile?.operators.length ?? 0) > 0);
}
