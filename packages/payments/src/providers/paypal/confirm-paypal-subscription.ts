import { findSubscription, payPalSubscriptionStatus, recordSubscriptionStatement } from './paypal-subscriptions-repository.ts';
import { paypalMinorUnits } from './paypal-gateway.ts';
import type { PaymentDeps } from '../../payment-deps.ts';
import { creditSubscriptionSale } from './credit-subscription-sale.ts';
import { cancelSecondRenewals } from './one-renewal-at-a-time.ts';
import { stopChargesForDeletedAccount } from './stop-subscription-for-deleted-account.ts';

export type SubscriptionConfirmOutcome = 'confirmed' | 'no-sale-yet' | 'unknown-subscription' | 'account-deleted';

const dayMs = 24 * 60 * 60 * 1000;

/** An ISO time PayPal wrote, or null. */
export function payPalTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * After the buyer's return: reads the subscription and its transactions from PayPal, records the subscription's
 * status and next charge, and credits each completed sale once (the same path as PAYMENT.SALE.COMPLETED), so the
 * member is active on the first read even when PayPal's webhooks are slower than the browser. A subscription whose
 * account is gone is stopped instead (stopChargesForDeletedAccount): nothing is credited to nobody.
 */
export async function confirmPayPalSubscription(deps: PaymentDeps, subscriptionId: string): Promise<SubscriptionConfirmOutcome> {
  const subscription = await findSubscription(deps.db, subscriptionId);
  if (!subscription?.paypal_subscription_id) return 'unknown-subscription';
  if (!deps.paypal) throw new Error('PayPal is not configured');
  // The subscription and its transactions read together: at 200 ms a call, one after the other would halve how many
  // returns a worker confirms per second (npm run bench -- payments).
  const from = new Date(subscription.created_at.getTime() - dayMs);
  const to = new Date(Date.now() + dayMs);
  const [atPayPal, transactions] = await Promise.all([
    deps.paypal.getSubscription(subscription.paypal_subscription_id),
    deps.paypal.listSubscriptionTransactions(subscription.paypal_subscription_id, from, to),
  ]);
  if (subscription.user_id === null) return stopChargesForDeletedAccount(deps, { ...subscription, paypal_subscription_id: subscription.paypal_subscription_id }, atPayPal, transactions);
  const status = payPalSubscriptionStatus(atPayPal.status);
  if (status) {
    const at = payPalTime(atPayPal.update_time) ?? payPalTime(atPayPal.status_update_time) ?? new Date();
    await recordSubscriptionStatement(deps.db, subscription.id, { status, nextChargeAt: payPalTime(atPayPal.billing_info?.next_billing_time), at });
    await cancelSecondRenewals(deps, subscription.user_id);
  }
  let credited = 0;
  for (const transaction of transactions) {
    if (transaction.status !== 'COMPLETED') continue;
    const gross = transaction.amount_with_breakdown?.gross_amount;
    const outcome = await creditSubscriptionSale(deps, subscription.id, { saleId: transaction.id, amountMinor: paypalMinorUnits(gross), currency: gross?.currency_code });
    if (outcome === 'activated' || outcome === 'already-captured') credited++;
  }
  return credited > 0 ? 'confirmed' : 'no-sale-yet';
}
