import type { PayPalSubscription, PayPalSubscriptionTransaction } from '@guidepass/providers/paypal-subscriptions';
import { findPaymentByProviderRef } from '../../payments-repository.ts';
import { recordSubscriptionAudit } from '../../subscription-audit-repository.ts';
import type { PaymentDeps } from '../../payment-deps.ts';
import { cancelPayPalSubscription } from './cancel-paypal-subscription.ts';

/** PayPal can charge again only while the subscription is in one of these; APPROVAL_PENDING cannot be cancelled there. */
const stillCharging = ['APPROVED', 'ACTIVE', 'SUSPENDED'];

/**
 * A subscription whose account was deleted (product.md §15) and that PayPal still approved, activated or charged: it
 * is cancelled at PayPal, and every completed sale we never credited (it arrived after the deletion) is refunded in
 * full, each with an audit line. Sales credited while the account existed were the member's and stay.
 */
export async function stopChargesForDeletedAccount(
  deps: PaymentDeps,
  subscription: { id: string; paypal_subscription_id: string },
  atPayPal: PayPalSubscription,
  transactions: PayPalSubscriptionTransaction[],
): Promise<'account-deleted'> {
  const paypal = deps.paypal!;
  if (stillCharging.includes(atPayPal.status)) {
    await cancelPayPalSubscription(deps.db, paypal, subscription, 'The account this subscription was for has been deleted');
    await recordSubscriptionAudit(deps.db, { subscriptionId: subscription.id, action: 'cancelled-for-deleted-account', detail: `PayPal status was ${atPayPal.status}` });
  }
  for (const sale of transactions) {
    if (sale.status !== 'COMPLETED' || (await findPaymentByProviderRef(deps.db, 'paypal', sale.id))) continue;
    const refund = await paypal.refundSale(sale.id, `deleted-account-refund-${sale.id}`);
    const gross = sale.amount_with_breakdown?.gross_amount;
    await recordSubscriptionAudit(deps.db, {
      subscriptionId: subscription.id,
      action: 'sale-refunded-for-deleted-account',
      reference: sale.id,
      detail: `refund ${refund.id} of ${gross?.value ?? '?'} ${gross?.currency_code ?? ''}`.trim(),
    });
    deps.logger.warn({ subscriptionId: subscription.id, saleId: sale.id, refundId: refund.id }, 'refunded a PayPal sale for a deleted account');
  }
  return 'account-deleted';
}
