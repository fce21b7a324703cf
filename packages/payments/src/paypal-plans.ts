import type { Executor, PayPalPlanKind, Tier } from '@guidepass/db';
import { decimalAmount } from '@guidepass/domain/tiers';
import type { PayPalClient } from '@guidepass/providers/paypal-client';

/** A plan as we keep it: PayPal's id and the weekly price it charges. */
export interface KeptPlan {
  paypalPlanId: string;
  kind: PayPalPlanKind;
  currency: string;
  weeklyAmountMinor: number;
}

/** The tier's weekly PayPal price in minor units (tiers.paypal_amount is a decimal string). */
export function weeklyPayPalMinor(tier: Pick<Tier, 'paypal_amount'>): number {
  return Math.round(Number(tier.paypal_amount) * 100);
}

function findKeptPlan(db: Executor, tierId: string, kind: PayPalPlanKind, currency: string, weeklyAmountMinor: number) {
  return db
    .selectFrom('paypal_plans')
    .select(['paypal_plan_id', 'paypal_product_id'])
    .where('tier_id', '=', tierId)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .where('weekly_amount_minor', '=', weeklyAmountMinor)
    .executeTakeFirst();
}

/** The tier's PayPal product: the one its earlier plans use, else a new one (the same request id answers the same product). */
async function productOf(db: Executor, paypal: PayPalClient, tier: Pick<Tier, 'id' | 'name'>): Promise<string> {
  const earlier = await db.selectFrom('paypal_plans').select('paypal_product_id').where('tier_id', '=', tier.id).orderBy('created_at').executeTakeFirst();
  if (earlier) return earlier.paypal_product_id;
  return paypal.createProduct({ name: `guidepass ${tier.name}`, requestId: `guidepass-product-${tier.id}` });
}

/**
 * The tier's plan of a kind at its current weekly PayPal price, made at PayPal on first use and kept in Postgres.
 * 'first-cycle' charges 2 × the weekly price for the first 2 weeks, then the weekly price every week; 'weekly' only
 * the latter. The PayPal-Request-Id names tier, kind and price, so concurrent or repeated creators get one plan; a
 * price change names a new plan and subscriptions keep theirs.
 */
export async function ensurePayPalPlan(db: Executor, paypal: PayPalClient, tier: Tier, kind: PayPalPlanKind): Promise<KeptPlan> {
  const currency = tier.paypal_currency;
  const weeklyAmountMinor = weeklyPayPalMinor(tier);
  const kept = (paypalPlanId: string): KeptPlan => ({ paypalPlanId, kind, currency, weeklyAmountMinor });
  const found = await findKeptPlan(db, tier.id, kind, currency, weeklyAmountMinor);
  if (found) return kept(found.paypal_plan_id);

  const productId = await productOf(db, paypal, tier);
  const priceKey = `${tier.id}-${kind}-${currency}-${weeklyAmountMinor}`;
  const planId = await paypal.createPlan({
    productId,
    name: `guidepass ${tier.name}, weekly${kind === 'first-cycle' ? ' (first 2 weeks together)' : ''}`,
    weekly: { currency_code: currency, value: decimalAmount(weeklyAmountMinor) },
    ...(kind === 'first-cycle' ? { firstCycle: { currency_code: currency, value: decimalAmount(2 * weeklyAmountMinor) } } : {}),
    requestId: `guidepass-plan-${priceKey}`,
  });
  await db
    .insertInto('paypal_plans')
    .values({ tier_id: tier.id, kind, currency, weekly_amount_minor: weeklyAmountMinor, paypal_product_id: productId, paypal_plan_id: planId })
    .onConflict((c) => c.doNothing())
    .execute();
  const stored = await findKeptPlan(db, tier.id, kind, currency, weeklyAmountMinor);
  return kept(stored?.paypal_plan_id ?? planId);
}
