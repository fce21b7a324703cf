import { paymentMethodLabels, paymentMethods, type PaymentMethod } from './payment-providers.ts';

/**
 * The configured providers (gateway-registry's configuredProviders) by the names people choose them by, in the
 * list's order: what a message that lists providers names ("PayPal or Yoco"). A provider left out of `configured`
 * counts as configured, so a message never names none.
 */
export function configuredProviderNames(configured: Partial<Record<PaymentMethod, boolean>> | null): string[] {
  return paymentMethods.filter((name) => configured?.[name] ?? true).map((name) => paymentMethodLabels[name]);
}
