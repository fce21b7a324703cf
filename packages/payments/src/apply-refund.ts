import { sql } from 'kysely';
import type { Db, Executor } from '@guidepass/db';
import type { Queue } from 'bullmq';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { NoticeJob } from '@guidepass/jobs';
import { queueMemberNotices } from '@guidepass/jobs/queue-member-notices';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { secondsAhead, takeBackPeriod, weekSeconds } from './take-back-period.ts';

/** What a refund did: took back part of the sale, all of it, nothing (a duplicate), or must wait for the capture. */
export type RefundOutcome = 'partially-refunded' | 'refunded' | 'already-recorded' | 'not-captured';

/** A refund as the provider reports it; no amount (or a meaningless one) counts as a refund of everything left. */
export interface ReportedRefund {
  refundRef: string;
  amountMinor?: number | undefined;
}

/** The captured payment, locked so refunds of one payment are applied one after the other. */
function lockCapturedPayment(db: Executor, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'provider', 'amount_minor', 'price_thebe', 'weeks', 'commission_thebe', 'period_end'])
    .where('id', '=', paymentId)
    .where('status', '=', 'captured')
    .forUpdate()
    .executeTakeFirst();
}

/** What the payment's earlier refunds took back. */
async function earlierRefunds(db: Executor, paymentId: string) {
  const row = await db
    .selectFrom('payment_refunds')
    .select([
      sql<number>`coalesce(sum(amount_minor), 0)::int`.as('amount'),
      sql<number>`coalesce(sum(commission_clawback_thebe), 0)::int`.as('clawback'),
      sql<number>`coalesce(sum(weeks_taken_back), 0)::int`.as('weeks'),
      sql<number>`coalesce(sum(seconds_taken_back), 0)::float8`.as('seconds'),
      sql<number>`coalesce(sum(revenue_thebe), 0)::int`.as('revenue'),
    ])
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row;
}

type Payment = NonNullable<Awaited<ReturnType<typeof lockCapturedPayment>>>;
type Earlier = Awaited<ReturnType<typeof earlierRefunds>>;

/**
 * What this refund takes back. Commission and weeks follow the cumulative refunded share, so the clawbacks never
 * drift from (or exceed) the commission and a week is taken back only once the refunds cover all of it; a refund
 * reaching the whole amount takes back everything still given.
 */
function shareTakenBack(payment: Payment, earlier: Earlier, requested: number | undefined) {
  const remaining = payment.amount_minor - earlier.amount;
  const valid = requested !== undefined && Number.isSafeInteger(requested) && requested > 0;
  const amount = valid ? Math.min(requested, remaining) : remaining;
  const cumulative = earlier.amount + amount;
  const full = cumulative >= payment.amount_minor;
  const commission = payment.commission_thebe ?? 0;
  const clawbackTotal = full ? commission : Math.round((commission * cumulative) / payment.amount_minor);
  const weeksTotal = full ? payment.weeks : Math.floor((payment.weeks * cumulative) / payment.amount_minor);
  const revenueTotal = full ? payment.price_thebe : Math.round((payment.price_thebe * cumulative) / payment.amount_minor);
  const secondsTotal = full ? payment.weeks * weekSeconds : Math.round((payment.weeks * weekSeconds * cumulative) / payment.amount_minor);
  return {
    amount,
    full,
    clawback: Math.max(0, clawbackTotal - earlier.clawback),
    weeks: Math.max(0, weeksTotal - earlier.weeks),
    revenue: Math.max(0, revenueTotal - earlier.revenue),
    seconds: Math.max(0, secondsTotal - earlier.seconds),
  };
}

/** Takes whole weeks off the member's expiry: a payment with no period recorded (credited to no member). */
async function takeBackWeeks(db: Executor, userId: string | null, weeks: number): Promise<void> {
  if (!userId || weeks <= 0) return;
  await db
    .updateTable('users')
    .set({ membership_expiry: sql`membership_expiry - make_interval(weeks => ${weeks})` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Applies one refund of a captured payment, in one transaction: it is recorded once by the provider's refund id (the
 * same refund delivered again changes nothing); a partial refund keeps the payment captured, claws back the
 * commission pro rata and takes back the same share of the payment's period; the refund that reaches the captured
 * amount moves the payment to refunded (its sale leaves the earnings) and takes back all of its period still given.
 * The refund's share of the pula price leaves the reports' revenue in its month (revenue_thebe, product.md §18).
 * Only the part of the payment's own period still ahead is taken back, and the member's later periods shift back by
 * as much (takeBackPeriod, product.md §18). The member's refund notice is recorded with it.
 */
export async function applyRefund(db: Db, paymentId: string, refund: ReportedRefund): Promise<RefundOutcome> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockCapturedPayment(trx, paymentId);
    if (!payment) return 'not-captured';
    const share = shareTakenBack(payment, await earlierRefunds(trx, paymentId), refund.amountMinor);
    // Only what the payment's own period still has ahead is taken back (product.md §18): none once its weeks are over.
    const ahead = payment.period_end ? await secondsAhead(trx, paymentId) : null;
    const seconds = ahead === null ? 0 : Math.min(ahead, share.seconds);
    const recorded = await trx
      .insertInto('payment_refunds')
      .values({
        payment_id: paymentId,
        provider: payment.provider,
        refund_ref: refund.refundRef,
        amount_minor: share.amount,
        commission_clawback_thebe: share.clawback,
        weeks_taken_back: share.weeks,
        seconds_taken_back: seconds,
        revenue_thebe: share.revenue,
      })
      .onConflict((c) => c.columns(['provider', 'refund_ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'already-recorded';
    // The member is told once per refund (product.md §13): the notices send it (findRefundNotice queues it at once).
    if (payment.user_id) await trx.insertInto('member_notices').values({ user_id: payment.user_id, kind: 'refund', key: recorded.id }).execute();
    if (share.full) await applyPaymentEvent(trx, paymentId, { type: 'refund' });
    if (ahead === null) await takeBackWeeks(trx, payment.user_id, share.weeks);
    else await takeBackPeriod(trx, payment, seconds);
    return share.full ? 'refunded' : 'partially-refunded';
  });
}

/** The refund notice recorded with a refund (by the provider's refund id), for queueing its sending at once. */
export async function findRefundNotice(db: Executor, provider: PaymentMethod, refundRef: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_refunds as r')
    .innerJoin('member_notices as n', (join) => join.on('n.kind', '=', 'refund').on(sql`n.key`, '=', sql`r.id::text`))
    .select('n.id')
    .where('r.provider', '=', provider)
    .where('r.refund_ref', '=', refundRef)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Queues the sending of the notice recorded with a refund at once (api and worker alike); without a queue, or should
 * that fail, the notices sweep sends it within minutes.
 */
export async function queueRefundNotice(
  db: Executor,
  notices: Queue<NoticeJob> | undefined,
  refund: { provider: PaymentMethod; refundRef: string },
  logger: { warn(details: object, message: string): void },
): Promise<void> {
  if (!notices) return;
  try {
    const noticeId = await findRefundNotice(db, refund.provider, refund.refundRef);
    if (noticeId) await queueMemberNotices(notices, [noticeId]);
  } catch (error) {
    logger.warn({ err: error, refundRef: refund.refundRef }, 'refund notice not queued; the notices sweep will');
  }
}
