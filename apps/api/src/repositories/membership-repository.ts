import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** How many of a member's payments "My membership" lists, newest first. */
export const membershipPaymentsShown = 50;

/** The member's expiry and the tier of their latest credited payment (null before any). */
export function findMembership(db: Executor, userId: string) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.payment_status',
      'u.membership_expiry',
      eb
        .selectFrom('payments as p')
        .select('p.tier_id')
        .whereRef('p.user_id', '=', 'u.id')
        .where('p.status', '=', 'captured')
        .orderBy('p.captured_at', 'desc')
        .limit(1)
        .as('tier_id'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The member's payments, newest first, at most `membershipPaymentsShown`. */
export function listMembershipPayments(db: Executor, userId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'created_at', 'tier_id', 'provider', 'amount_minor', 'currency', 'weeks', 'status', 'receipt_number'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(membershipPaymentsShown)
    .execute();
}

/** The member's live PayPal subscription (approved or active at PayPal), the newest if ever more than one. */
export function findLiveSubscription(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'paypal_subscription_id', 'status', 'next_charge_at', 'weekly_amount_minor', 'currency'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['APPROVED', 'ACTIVE'])
    .where('paypal_subscription_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Records that we cancelled the subscription at PayPal. Cancelling is final, so the event clock moves to now (or stays
 * if later): an older ACTIVATED arriving afterwards cannot make it live again.
 */
export async function markSubscriptionCancelled(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'CANCELLED', next_charge_at: null, last_event_at: sql`greatest(coalesce(last_event_at, now()), now())`, updated_at: sql`now()` })
    .where('id', '=', subscriptionId)
    .execute();
}
