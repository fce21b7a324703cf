import type { Executor } from '@guidepass/db';
import { findPaymentByProviderRef } from '../../payments-repository.ts';
import type { SubscriptionWithPlan } from './paypal-subscriptions-repository.ts';

/** One completed charge of a subscription as PayPal reports it (sale id, amount in minor units, currency). */
export interface ReportedSale {
  saleId: string;
  amountMinor: number | undefined;
  currency: string | undefined;
}

/**
 * How many weeks a sale buys, from what it charged: 2 × the weekly price is the first cycle of a first-cycle plan
 * (2 weeks), the weekly price is one week. Anything else matches no cycle of ours and buys nothing (null). Reading it
 * off the amount, not the sale's position, keeps the answer right whichever event or read comes first.
 */
export function weeksOfSale(subscription: Pick<SubscriptionWithPlan, 'currency' | 'weekly_amount_minor' | 'plan_kind'>, sale: ReportedSale): number | null {
  if (sale.amountMinor === undefined || sale.currency?.toUpperCase() !== subscription.currency.toUpperCase()) return null;
  if (sale.amountMinor === subscription.weekly_amount_minor) return 1;
  if (subscription.plan_kind === 'first-cycle' && sale.amountMinor === 2 * subscription.weekly_amount_minor) return 2;
  return null;
}

/**
 * The payments row of a subscription's sale, recorded once (state created) by its sale id — the ledger key of a
 * subscription charge (provider_ref; the credit sets capture_ref to it too, which refunds are found by). Answers its
 * id, or null when the sale matches no cycle of the subscription's plan. Crediting it is activatePayment's job.
 */
export async function recordSubscriptionSale(db: Executor, subscription: SubscriptionWithPlan, sale: ReportedSale): Promise<string | null> {
  const existing = await findPaymentByProviderRef(db, 'paypal', sale.saleId);
  if (existing) return existing.id;
  const weeks = weeksOfSale(subscription, sale);
  if (weeks === null) return null;
  await db
    .insertInto('payments')
    .values({
      user_id: subscription.user_id,
      tier_id: subscription.tier_id,
      provider: 'paypal',
      provider_ref: sale.saleId,
      amount_minor: sale.amountMinor!,
      currency: subscription.currency,
      price_thebe: subscription.weekly_price_thebe * weeks,
      weeks,
      subscription_id: subscription.id,
    })
    .onConflict((c) => c.columns(['provider', 'provider_ref']).doNothing())
    .execute();
  return (await findPaymentByProviderRef(db, 'paypal', sale.saleId))?.id ?? null;
}
