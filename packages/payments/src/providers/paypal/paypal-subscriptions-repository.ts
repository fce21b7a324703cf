import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';
import type { PayPalSubscriptionStatus } from '@guidepass/db/paypal/paypal-subscription-tables';
import { liveSubscriptionStatuses } from '../../live-subscription-statuses.ts';

/** The columns a subscription is read with, everywhere. */
const subscriptionColumns = [
  'id', 'user_id', 'tier_id', 'paypal_subscription_id', 'paypal_plan_id', 'status', 'currency', 'weekly_amount_minor', 'weekly_price_thebe',
  'next_charge_at', 'last_event_at', 'created_at', 'updated_at',
] as const;

const payPalStatuses: readonly PayPalSubscriptionStatus[] = ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'];

/** PayPal's status word if it is one we know, else null (an unknown word changes nothing). */
export function payPalSubscriptionStatus(value: unknown): PayPalSubscriptionStatus | null {
  return typeof value === 'string' && (payPalStatuses as readonly string[]).includes(value) ? (value as PayPalSubscriptionStatus) : null;
}

/** Records a new subscription (APPROVAL_PENDING, no PayPal id yet) at the plan's price; answers its id. */
export async function insertSubscription(
  db: Executor,
  subscription: { userId: string; tierId: string; paypalPlanId: string; currency: string; weeklyAmountMinor: number; weeklyPriceThebe: number },
): Promise<string> {
  const row = await db
    .insertInto('subscriptions')
    .values({
      user_id: subscription.userId,
      tier_id: subscription.tierId,
      paypal_plan_id: subscription.paypalPlanId,
      currency: subscription.currency,
      weekly_amount_minor: subscription.weeklyAmountMinor,
      weekly_price_thebe: subscription.weeklyPriceThebe,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Remembers PayPal's id (I-…) of our subscription. */
export async function setPayPalSubscriptionId(db: Executor, subscriptionId: string, paypalSubscriptionId: string): Promise<void> {
  await db.updateTable('subscriptions').set({ paypal_subscription_id: paypalSubscriptionId, updated_at: sql`now()` }).where('id', '=', subscriptionId).execute();
}

/** Removes a record PayPal never opened (it refused the plan): nothing at PayPal names it. */
export async function deleteUnopenedSubscription(db: Executor, subscriptionId: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('id', '=', subscriptionId).where('paypal_subscription_id', 'is', null).execute();
}

/** One subscription by our id. */
export function findSubscription(db: Executor, subscriptionId: string) {
  return db.selectFrom('subscriptions').select(subscriptionColumns).where('id', '=', subscriptionId).executeTakeFirst();
}

/** One subscription by PayPal's id for it (I-…), which sales name as billing_agreement_id. */
export function findSubscriptionByPayPalId(db: Executor, paypalSubscriptionId: string) {
  return db.selectFrom('subscriptions').select(subscriptionColumns).where('paypal_subscription_id', '=', paypalSubscriptionId).executeTakeFirst();
}

/** A subscription with the kind of plan it is on (what decides how many weeks its first sale buys). */
export function findSubscriptionWithPlan(db: Executor, subscriptionId: string) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('paypal_plans as p', 'p.paypal_plan_id', 's.paypal_plan_id')
    .select(['s.id', 's.user_id', 's.tier_id', 's.currency', 's.weekly_amount_minor', 's.weekly_price_thebe', 'p.kind as plan_kind'])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}

export type SubscriptionWithPlan = NonNullable<Awaited<ReturnType<typeof findSubscriptionWithPlan>>>;

/** What PayPal said about a subscription at `at`: its status and next charge (an absent next charge is none). */
export interface SubscriptionStatement {
  status: PayPalSubscriptionStatus;
  nextChargeAt: Date | null;
  at: Date;
}

/**
 * Applies PayPal's statement to our record of the subscription, unless a newer one was applied already (events come
 * in any order, and twice): only status, next charge and the statement's time change. Answers whether it applied.
 */
export async function recordSubscriptionStatement(db: Executor, subscriptionId: string, statement: SubscriptionStatement): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: statement.status, next_charge_at: statement.nextChargeAt, last_event_at: statement.at, updated_at: sql`now()` })
    .where('id', '=', subscriptionId)
    .where((eb) => eb.or([eb('last_event_at', 'is', null), eb('last_event_at', '<=', statement.at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether any sale of the subscription is credited (captured, or captured and refunded since). */
export async function subscriptionHasCreditedSale(db: Executor, subscriptionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('status', 'in', ['captured', 'refunded'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's live PayPal subscription (approved or active at PayPal), the newest if ever more than one. */
export function findLiveSubscription(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'paypal_subscription_id', 'status', 'next_charge_at', 'weekly_amount_minor', 'currency'])
    .where('user_id', '=', userId)
    .where('status', 'in', liveSubscriptionStatuses)
    .where('paypal_subscription_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Every subscription of the member PayPal could still charge or activate: awaiting approval, approved, active or suspended. */
export function findStoppableSubscriptions(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'paypal_subscription_id', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['APPROVAL_PENDING', ...liveSubscriptionStatuses, 'SUSPENDED'])
    .where('paypal_subscription_id', 'is not', null)
    .execute();
}
