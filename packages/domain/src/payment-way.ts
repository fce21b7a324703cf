import type { PaymentMethod } from './payment-providers.ts';

/**
 * A way of paying (product.md §17): a provider, and for mobile money the wallet (the provider's operator value) and
 * number (digits with the country code; null when the member has never given one). `mobile` null: the provider's own
 * page (PayPal, Yoco, DPO's card page).
 */
export interface PaymentWay {
  provider: PaymentMethod;
  mobile: { operator: string; phone: string | null } | null;
}
