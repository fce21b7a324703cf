import { sql } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Executor } from '@guidepass/db';

// PayPal's subscriptions as the admin area reads them (GET /admin/members, POST /admin/subscriptions/{id}/recheck):
// the rows, and the answer's shape, which the api's routes take from here (renewal-provider.ts: renewalAdmin).

const nullableString = () => Type.Union([Type.String(), Type.Null()]);

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

type AdminSubscriptionRow = NonNullable<Awaited<ReturnType<typeof findAdminSubscription>>>;

/** One subscription by our id, with how many of its sales were credited (captured, or captured and refunded since). */
export function findAdminSubscription(db: Executor, subscriptionId: string) {
  return adminSubscriptions(db).where('s.id', '=', subscriptionId).executeTakeFirst();
}

/** A member's PayPal subscription as the admin area shows it (times in ISO 8601, UTC). */
export const AdminSubscription = Type.Object({
  id: Type.String(),
  /** PayPal's id (I-…); null when the subscription never reached PayPal */
  paypalSubscriptionId: nullableString(),
  tierId: Type.String(),
  planKind: Type.Union([Type.Literal('first-cycle'), Type.Literal('weekly')]),
  /** PayPal's word: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED */
  status: Type.String(),
  nextChargeAt: nullableString(),
  createdAt: Type.String(),
  /** when PayPal made the newest statement applied to the record (a webhook or a read) */
  lastStatementAt: nullableString(),
  /** its sales credited as payments (captured, or captured and refunded since) */
  creditedSales: Type.Integer(),
});

/** The answer's shape of one row. */
export function adminSubscriptionView(row: AdminSubscriptionRow): Static<typeof AdminSubscription> {
  return {
    id: row.id,
    paypalSubscriptionId: row.paypal_subscription_id,
    tierId: row.tier_id,
    planKind: row.plan_kind,
    status: row.status,
    nextChargeAt: row.next_charge_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    lastStatementAt: row.last_event_at?.toISOString() ?? null,
    creditedSales: row.credited_sales ?? 0,
  };
}

/** Every subscription of a member, newest first, as the answer shows them. */
export async function memberSubscriptionViews(db: Executor, userId: string): Promise<Static<typeof AdminSubscription>[]> {
  const rows = await adminSubscriptions(db).where('s.user_id', '=', userId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
  return rows.map(adminSubscriptionView);
}
