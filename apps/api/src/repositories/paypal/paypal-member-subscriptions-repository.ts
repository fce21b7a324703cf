import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** A subscription as the admin sees it: ours and PayPal's ids, tier, plan kind, PayPal's status and its times. */
function adminSubscriptions(db: Executor) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('paypal_plans as p', 'p.paypal_plan_id', 's.paypal_plan_id')
    .select((eb) => [
      's.id',
      's.user_id',
      's.paypal_subscription_id',
      's.tier_id',
      'p.kind as plan_kind',
      's.status',
      's.next_charge_at',
      's.created_at',
      's.last_event_at',
      eb
        .selectFrom('payments as pay')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('pay.subscription_id', '=', 's.id')
        .where('pay.status', 'in', ['captured', 'refunded'])
        .as('credited_sales'),
    ]);
}

export type AdminSubscriptionRow = NonNullable<Awaited<ReturnType<typeof findAdminSubscription>>>;

/** One subscription by our id, with how many of its sales were credited (captured, or captured and refunded since). */
export function findAdminSubscription(db: Executor, subscriptionId: string) {
  return adminSubscriptions(db).where('s.id', '=', subscriptionId).executeTakeFirst();
}

/** Every subscription of a member, newest first. */
export function listMemberSubscriptions(db: Executor, userId: string) {
  return adminSubscriptions(db).where('s.user_id', '=', userId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
}
