import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** How many of a member's payments "My membership" lists, newest first. */
export const membershipPaymentsShown = 50;

/** The member's expiry and the tier of their latest credited payment (null before any). */
function membershipQuery(db: Executor) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
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
    ]);
}

export function findMembership(db: Executor, userId: string) {
  return membershipQuery(db).where('u.id', '=', userId).executeTakeFirst();
}

/** The same by e-mail address, in any case (the admin's member search). */
export function findMembershipByEmail(db: Executor, email: string) {
  return membershipQuery(db).where(sql<string>`lower(u.email)`, '=', email.toLowerCase()).executeTakeFirst();
}

/** The member's payments, newest first, at most `membershipPaymentsShown`. */
export function listMembershipPayments(db: Executor, userId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'created_at', 'tier_id', 'provider', 'price_thebe', 'amount_minor', 'currency', 'weeks', 'status', 'receipt_number', 'mobile_phone', 'mobile_operator'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(membershipPaymentsShown)
    .execute();
}
