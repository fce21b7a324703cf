import { sql, type RawBuilder } from 'kysely';
import type { Db, MemberNoticeKind } from '@guidepass/db';
import { liveSubscriptionStatuses } from '@guidepass/payments/live-subscription-statuses';

/** The key of an expiry notice: the expiry instant in UTC to the microsecond, so a moved expiry is a new key. */
const expiryKey = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Records up to `limit` notices of `kind` for members whose current expiry calls for one and who have none for that
 * expiry yet: `ends-soon` when it falls within the next `reminderHours`, `ended` when it passed no longer than
 * `endedLookbackMs` ago. Only paying members with a verified address. Answers the new rows' ids.
 */
export async function recordDueExpiryNotices(
  db: Db,
  kind: Extract<MemberNoticeKind, 'ends-soon' | 'ended'>,
  window: { reminderHours: number; endedLookbackMs: number },
  limit: number,
): Promise<string[]> {
  const due = db
    .selectFrom('users as u')
    .select((eb) => ['u.id as user_id', eb.val(kind).as('kind'), expiryKey('u.membership_expiry').as('key')])
    .where('u.payment_status', '=', 'paid')
    .where('u.email_verified_at', 'is not', null)
    .where((eb) =>
      kind === 'ends-soon'
        ? eb.and([
            eb('u.membership_expiry', '>', sql<Date>`now()`),
            eb('u.membership_expiry', '<=', sql<Date>`now() + make_interval(hours => ${window.reminderHours})`),
          ])
        : eb.and([
            eb('u.membership_expiry', '<=', sql<Date>`now()`),
            eb('u.membership_expiry', '>', sql<Date>`now() - make_interval(secs => ${window.endedLookbackMs / 1000})`),
          ]),
    )
    // Members on automatic renewal (a live PayPal subscription) are charged, not reminded.
    .$if(kind === 'ends-soon', (qb) =>
      qb.where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'u.id').where('s.status', 'in', liveSubscriptionStatuses),
          ),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_notices as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'u.id')
            .where('n.kind', '=', kind)
            .where('n.key', '=', expiryKey('u.membership_expiry')),
        ),
      ),
    )
    .orderBy('u.membership_expiry')
    .limit(limit);
  const rows = await db
    .insertInto('member_notices')
    .columns(['user_id', 'kind', 'key'])
    .expression(due)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'key']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Notices recorded between `from` and `to` and never sent, oldest first. */
export async function findUnsentNotices(db: Db, from: Date, to: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_notices')
    .select('id')
    .where('sent_at', 'is', null)
    .where('created_at', '>', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One notice with its member's address and language, the member's expiry now (and its key, to tell whether it moved) and last way of paying. */
export function findNoticeToSend(db: Db, noticeId: string) {
  return db
    .selectFrom('member_notices as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.user_id', 'n.kind', 'n.key', 'n.sent_at', 'n.pushes_queued_at', 'u.email', 'u.email_verified_at', 'u.membership_expiry', 'u.language'])
    .select(expiryKey('u.membership_expiry').as('expiry_key'))
    // The way the member paid last (their latest credited payment), for the renew link to preselect.
    .select((eb) =>
      eb
        .selectFrom('payments as p')
        .select('p.provider')
        .whereRef('p.user_id', '=', 'u.id')
        .where('p.captured_at', 'is not', null)
        .orderBy('p.captured_at', 'desc')
        .limit(1)
        .as('last_provider'),
    )
    .where('n.id', '=', noticeId)
    .executeTakeFirst();
}

/** The receipt's figures: the payment the notice names, for the same member. */
export function findReceiptFigures(db: Db, userId: string, paymentId: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('tiers as t', 't.id', 'p.tier_id')
    .select(['p.receipt_number', 'p.captured_at', 'p.price_thebe', 'p.amount_minor', 'p.currency', 'p.weeks', 'p.subscription_id', 't.name as tier_name'])
    .select(['p.provider', 'p.mobile_phone', 'p.mobile_operator'])
    .where('p.id', '=', paymentId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}

/** What a refund notice tells: the refund (by its payment_refunds id) with its payment's receipt, price and charge. */
export function findRefundFigures(db: Db, userId: string, refundId: string) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['p.receipt_number', 'p.price_thebe', 'p.amount_minor as paid_minor', 'p.currency', 'r.amount_minor', 'r.weeks_taken_back'])
    .select(['p.provider', 'p.mobile_phone', 'p.mobile_operator', 'p.captured_at'])
    .where(sql<string>`r.id::text`, '=', refundId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}

export async function markNoticeSent(db: Db, noticeId: string): Promise<void> {
  await db.updateTable('member_notices').set({ sent_at: sql`now()` }).where('id', '=', noticeId).where('sent_at', 'is', null).execute();
}

export async function markPushesQueued(db: Db, noticeId: string): Promise<void> {
  await db.updateTable('member_notices').set({ pushes_queued_at: sql`now()` }).where('id', '=', noticeId).where('pushes_queued_at', 'is', null).execute();
}

/** Forgets a notice that no longer applies (the membership was renewed or moved): its expiry will never come back. */
export async function deleteUnsentNotice(db: Db, noticeId: string): Promise<void> {
  await db.deleteFrom('member_notices').where('id', '=', noticeId).where('sent_at', 'is', null).execute();
}
