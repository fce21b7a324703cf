import { sql } from 'kysely';
import type { Executor, Tier } from '@guidepass/db';
import type { PayPalPlanKind } from '@guidepass/db/paypal/paypal-subscription-tables';
import { weeklyPrice, type PricedTier } from '../../tier-prices.ts';
import { decimalAmount } from '@guidepass/domain/tiers';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import { ProviderError } from '@guidepass/providers/provider-error';

/** A plan as we keep it: PayPal's id and the weekly price it charges. */
export interface KeptPlan {
  paypalPlanId: string;
  kind: PayPalPlanKind;
  currency: string;
  weeklyAmountMinor: number;
}


/** PayPal's answer that it does not know an id we sent (404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID, or a 422 naming it). */
function isForgottenAtPayPal(error: unknown): boolean {
  return error instanceof ProviderError && (error.status === 404 || error.status === 422) && ['INVALID_RESOURCE_ID', 'RESOURCE_NOT_FOUND'].includes(error.issue ?? '');
}

const livePlans = (db: Executor, account: string) => db.selectFrom('paypal_plans').where('paypal_account', '=', account).where('forgotten_at', 'is', null);

function findKeptPlan(db: Executor, account: string, tierId: string, kind: PayPalPlanKind, currency: string, weeklyAmountMinor: number) {
  return livePlans(db, account)
    .select(['paypal_plan_id', 'paypal_product_id'])
    .where('tier_id', '=', tierId)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .where('weekly_amount_minor', '=', weeklyAmountMinor)
    .executeTakeFirst();
}

/** How many times this account's kept ids for a key were forgotten: names the next PayPal-Request-Id, so a remake is a new request. */
async function generation(db: Executor, account: string, where: { tierId: string; kind?: PayPalPlanKind; productId?: boolean }): Promise<number> {
  let query = db.selectFrom('paypal_plans').where('paypal_account', '=', account).where('tier_id', '=', where.tierId).where('forgotten_at', 'is not', null);
  if (where.kind) query = query.where('kind', '=', where.kind);
  const row = await query.select(sql<number>`count(distinct ${sql.ref(where.productId ? 'paypal_product_id' : 'paypal_plan_id')})::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

/** A short stable name for the account in request ids (PayPal-Request-Id allows 108 characters). */
const accountTag = (account: string) => Buffer.from(account).toString('base64url').slice(-16);

/** The tier's PayPal product at this account: the one its live plans use, else a new one (the same request id answers the same product). */
async function productOf(db: Executor, paypal: PayPalClient, tier: Pick<Tier, 'id' | 'name'>): Promise<string> {
  const earlier = await livePlans(db, paypal.account).select('paypal_product_id').where('tier_id', '=', tier.id).orderBy('created_at').executeTakeFirst();
  if (earlier) return earlier.paypal_product_id;
  const round = await generation(db, paypal.account, { tierId: tier.id, productId: true });
  return paypal.createProduct({ name: `guidepass ${tier.name}`, requestId: `guidepass-product-${tier.id}-${accountTag(paypal.account)}-${round}` });
}

/** Marks a kept plan as one PayPal no longer knows; the next ensurePayPalPlan makes it again. */
async function forgetPayPalPlan(db: Executor, paypalPlanId: string): Promise<void> {
  await db.updateTable('paypal_plans').set({ forgotten_at: sql`now()` }).where('paypal_plan_id', '=', paypalPlanId).where('forgotten_at', 'is', null).execute();
}

/** Marks every kept plan of a product PayPal no longer knows as forgotten. */
async function forgetPayPalProduct(db: Executor, account: string, productId: string): Promise<void> {
  await db
    .updateTable('paypal_plans')
    .set({ forgotten_at: sql`now()` })
    .where('paypal_account', '=', account)
    .where('paypal_product_id', '=', productId)
    .where('forgotten_at', 'is', null)
    .execute();
}

async function createAndKeep(db: Executor, paypal: PayPalClient, tier: PricedTier, kind: PayPalPlanKind, productId: string): Promise<string> {
  const { currency, amountMinor: weeklyAmountMinor } = weeklyPrice(tier, 'paypal');
  const round = await generation(db, paypal.account, { tierId: tier.id, kind });
  const planId = await paypal.createPlan({
    productId,
    name: `guidepass ${tier.name}, weekly${kind === 'first-cycle' ? ' (first 2 weeks together)' : ''}`,
    weekly: { currency_code: currency, value: decimalAmount(weeklyAmountMinor) },
    ...(kind === 'first-cycle' ? { firstCycle: { currency_code: currency, value: decimalAmount(2 * weeklyAmountMinor) } } : {}),
    requestId: `guidepass-plan-${tier.id}-${kind}-${currency}-${weeklyAmountMinor}-${accountTag(paypal.account)}-${round}`,
  });
  await db
    .insertInto('paypal_plans')
    .values({ tier_id: tier.id, kind, currency, weekly_amount_minor: weeklyAmountMinor, paypal_product_id: productId, paypal_plan_id: planId, paypal_account: paypal.account })
    .onConflict((c) => c.doNothing())
    .execute();
  const stored = await findKeptPlan(db, paypal.account, tier.id, kind, currency, weeklyAmountMinor);
  return stored?.paypal_plan_id ?? planId;
}

/**
 * The tier's plan of a kind at its current weekly PayPal price, made at PayPal on first use and kept in Postgres per
 * PayPal account. 'first-cycle' charges 2 × the weekly price for the first 2 weeks, then the weekly price every week;
 * 'weekly' only the latter. The PayPal-Request-Id names tier, kind, price, account and how often PayPal forgot the
 * plan, so concurrent or repeated creators get one plan; a price change names a new plan and subscriptions keep
 * theirs. A kept product PayPal no longer knows is made again once.
 */
export async function ensurePayPalPlan(db: Executor, paypal: PayPalClient, tier: PricedTier, kind: PayPalPlanKind): Promise<KeptPlan> {
  const { currency, amountMinor: weeklyAmountMinor } = weeklyPrice(tier, 'paypal');
  const kept = (paypalPlanId: string): KeptPlan => ({ paypalPlanId, kind, currency, weeklyAmountMinor });
  const found = await findKeptPlan(db, paypal.account, tier.id, kind, currency, weeklyAmountMinor);
  if (found) return kept(found.paypal_plan_id);

  const productId = await productOf(db, paypal, tier);
  try {
    return kept(await createAndKeep(db, paypal, tier, kind, productId));
  } catch (error) {
    if (!isForgottenAtPayPal(error)) throw error;
    await forgetPayPalProduct(db, paypal.account, productId);
    // The forgotten product's plans now count as forgotten: the next product request id is a new one.
    return kept(await createAndKeep(db, paypal, tier, kind, await productOf(db, paypal, tier)));
  }
}

/**
 * Runs `use` with the tier's kept plan; when PayPal answers that it does not know that plan (it forgot it: a wiped
 * sandbox, another account), the plan is marked forgotten, made again, and `use` is tried once more.
 */
export async function withPayPalPlan<T>(db: Executor, paypal: PayPalClient, tier: PricedTier, kind: PayPalPlanKind, use: (plan: KeptPlan) => Promise<T>): Promise<T> {
  const plan = await ensurePayPalPlan(db, paypal, tier, kind);
  try {
    return await use(plan);
  } catch (error) {
    if (!isForgottenAtPayPal(error)) throw error;
    await forgetPayPalPlan(db, plan.paypalPlanId);
    return use(await ensurePayPalPlan(db, paypal, tier, kind));
  }
}
