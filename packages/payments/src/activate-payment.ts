import { sql } from 'kysely';
import type { Db, Executor } from '@guidepass/db';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { setCommission } from './payments-repository.ts';

export type ActivationResult = 'activated' | 'already-captured';

/** Adds the weeks bought to max(now, expiry) and marks the member paid; answers the member's salesperson. */
async function extendMembership(db: Executor, userId: string, weeks: number) {
  const member = await db
    .updateTable('users')
    .set({
      payment_status: 'paid',
      membership_expiry: sql`greatest(now(), coalesce(membership_expiry, now())) + make_interval(weeks => ${weeks})`,
    })
    .where('id', '=', userId)
    .returning('salesperson_id')
    .executeTakeFirst();
  return member?.salesperson_id ?? null;
}

/**
 * Activates one payment on proof, in one transaction: the payment moves to captured only if the transition table
 * allows it from its current state (the guard against double credit, whichever of the browser's return and the
 * webhook comes first, however often), the member's expiry becomes max(now, expiry) + the weeks bought, and the
 * sale is credited to the member's salesperson at the commission rate.
 */
export async function activatePayment(db: Db, paymentId: string, captureRef: string, commissionRate: number): Promise<ActivationResult> {
  return db.transaction().execute(async (trx) => {
    const payment = await applyPaymentEvent(trx, paymentId, { type: 'capture', captureRef });
    if (!payment) return 'already-captured';
    if (payment.user_id) {
      const salespersonId = await extendMembership(trx, payment.user_id, payment.weeks);
      if (salespersonId) await setCommission(trx, paymentId, salespersonId, Math.round(payment.price_thebe * commissionRate));
    }
    return 'activated';
  });
}

