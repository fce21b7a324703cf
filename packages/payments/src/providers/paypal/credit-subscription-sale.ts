import { findSubscriptionWithPlan } from './paypal-subscriptions-repository.ts';
import { recordSubscriptionSale, type ReportedSale } from './paypal-subscription-sales.ts';
import type { ActivationResult } from '../../activate-payment.ts';
import type { PaymentDeps } from '../../payment-deps.ts';
import { creditPayment } from '../../credit-payment.ts';

export type SaleCreditOutcome = ActivationResult | 'unknown-subscription' | 'amount-mismatch';

/**
 * Credits one completed sale of a subscription, once by its sale id, whichever of the return's confirm and the
 * PAYMENT.SALE.COMPLETED webhook comes first, however often: the sale becomes a payments row and is credited through
 * creditPayment (activatePayment's one transaction, then the receipt), like an order's capture.
 */
export async function creditSubscriptionSale(deps: PaymentDeps, subscriptionId: string, sale: ReportedSale): Promise<SaleCreditOutcome> {
  const subscription = await findSubscriptionWithPlan(deps.db, subscriptionId);
  if (!subscription) return 'unknown-subscription';
  const paymentId = await recordSubscriptionSale(deps.db, subscription, sale);
  if (!paymentId) {
    deps.logger.error({ subscriptionId, saleId: sale.saleId, amountMinor: sale.amountMinor, currency: sale.currency }, 'PayPal sale matches no cycle of its plan; not crediting');
    return 'amount-mismatch';
  }
  return creditPayment(deps, paymentId, sale.saleId);
}
