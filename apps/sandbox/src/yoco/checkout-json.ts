import type { Checkout } from './checkout-store.ts';
import { sandboxMerchantId } from './yoco-keys.ts';

/**
 * The checkout as Yoco's API shows it (providers.md 2.1). lineItems and externalId are
 * deliberately not echoed: whether Yoco does is unconfirmed, so the product must not rely on it.
 */
export function checkoutJson(checkout: Checkout, redirectUrl: string): Record<string, unknown> {
  return {
    id: checkout.id,
    redirectUrl,
    status: checkout.status,
    amount: checkout.amount,
    currency: checkout.currency,
    paymentId: checkout.paymentId,
    successUrl: checkout.successUrl,
    cancelUrl: checkout.cancelUrl,
    failureUrl: checkout.failureUrl,
    metadata: {
      ...checkout.metadata,
      checkoutId: checkout.id,
      paymentFacilitator: 'yoco-online-checkout',
    },
    merchantId: sandboxMerchantId,
    totalDiscount: checkout.totalDiscount,
    totalTaxAmount: checkout.totalTaxAmount,
    subtotalAmount: checkout.subtotalAmount,
    processingMode: checkout.mode,
  };
}
