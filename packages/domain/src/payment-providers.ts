import { paymentText } from '@guidepass/texts/en/web/payment-text';

/**
 * The one list of payment providers, in the order the app offers them; the first is the default. A provider is
 * offered only when its configuration is set (GET /api/tiers `providers`), so a name here is not yet an offer.
 * Labels are what members choose by, kept with the web's texts; brands are the companies' names, for operators.
 */
const providerList = [
  { name: 'paypal', label: paymentText.paypal, brand: 'PayPal' },
  { name: 'yoco', label: paymentText.yoco, brand: 'Yoco' },
  { name: 'dpo', label: paymentText.dpo, brand: 'DPO Pay' },
] as const;

export type PaymentMethod = (typeof providerList)[number]['name'];

/** Every provider's name, in offer order. */
export const paymentMethods: readonly PaymentMethod[] = providerList.map((provider) => provider.name);

/** The provider chosen when the member has not chosen one. */
export const defaultPaymentMethod: PaymentMethod = providerList[0].name;

/** How a provider is named wherever one is shown (choices, buttons, receipts, error messages). */
export const paymentMethodLabels = Object.fromEntries(providerList.map((p) => [p.name, p.label])) as Record<PaymentMethod, string>;

/** The company behind each provider, as operators know it (logs, set-up and configuration messages). */
export const paymentProviderBrands = Object.fromEntries(providerList.map((p) => [p.name, p.brand])) as Record<PaymentMethod, string>;

/** A name from the list (a route parameter, a stored row, a remembered choice). */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return paymentMethods.some((name) => name === value);
}
