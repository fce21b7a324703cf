import { sql } from 'kysely';
import type { Db, PaymentState } from '@guidepass/db';

/** States a proof of payment may move to captured: anything but captured already or refunded. */
const activatable: PaymentState[] = ['created', 'approved', 'pending', 'failed', 'cancelled', 'expired'];

export type ActivationResult = 'activated' | 'already-captured';

/**
 * Activates one payment on proof, in one transaction: the payment moves to captured only if it was not captured
 * before (the guard against double credit, whichever of the browser's return and the webhook comes first, however
 * often), the member's expiry becomes max(now, expiry) + the weeks bought, and the sale is credited to the member's
 * salesperson at the commission rate.
 */
export async function activatePayment(db: Db, paymentId: string, captureRef: string, commissionRate: number): Promise<ActivationResult> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .updateTable('payments')
      .set({ status: 'captured', capture_ref: captureRef, captured_at: sql`now()`, updated_at: sql`now()`, failure_reason: null })
      .where('id', '=', paymentId)
      .where('status', 'in', activatable)
      .returning(['user_id', 'weeks', 'price_thebe'])
      .executeTakeFirst();
    if (!payment) return 'already-captured';
    if (payment.user_id) {
      const member = await trx
        .updateTable('users')
        .set({
          payment_status: 'paid',
          membership_expiry: sql`greatest(now(), coalesce(membership_expiry, now())) + make_interval(weeks => ${payment.weeks})`,
        })
        .where('id', '=', payment.user_id)
        .returning('salesperson_id')
        .executeTakeFirst();
      if (member?.salesperson_id) {
        await trx
          .updateTable('payments')
          .set({ salesperson_id: member.salesperson_id, commission_thebe: Math.round(payment.price_thebe * commissionRate) })
          .where('id', '=', paymentId)
          .execute();
      }
    }
    return 'activated';
  });
}

/**
 * Takes back what a captured payment gave: its weeks come off the member's expiry and, being no longer captured, it
 * drops out of the salesperson's earnings. A second refund of the same payment changes nothing.
 */
export async function refundPayment(db: Db, paymentId: string): Promise<'refunded' | 'not-captured'> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .updateTable('payments')
      .set({ status: 'refunded', refunded_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', paymentId)
      .where('status', '=', 'captured')
      .returning(['user_id', 'weeks'])
      .executeTakeFirst();
    if (!payment) return 'not-captured';
    if (payment.user_id) {
      await trx
        .updateTable('users')
        .set({ membership_expiry: sql`membership_expiry - make_interval(weeks => ${payment.weeks})` })
        .where('id', '=', payment.user_id)
        .execute();
    }
    return 'refunded';
  });
}

/** Marks a payment failed unless proof already captured it. */
export async function failPayment(db: Db, paymentId: string, reason: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('status', 'in', ['created', 'approved', 'pending'])
    .execute();
}

/** Records that the provider holds the money but has not released it (PayPal PENDING): no access yet. */
export async function markPending(db: Db, paymentId: string, captureRef: string | null): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'pending', capture_ref: captureRef, updated_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('status', 'in', ['created', 'approved'])
    .execute();
}
