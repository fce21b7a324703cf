import { sql } from 'kysely';
import type { Db, Executor } from '@guidepass/db';
import { maintenance } from '@guidepass/jobs';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { setCommission } from './payments-repository.ts';

export type ActivationResult = 'activated' | 'already-captured';

/**
 * The member's new period (product.md §18): from the old end for a payment started while the membership was active
 * and paid within its window (a renewal: no free gap, however late in the window it is paid), else from
 * max(now, expiry); the weeks bought on top. Sets the expiry to its end, marks the member paid, and answers the
 * period and the member's salesperson.
 */
async function extendMembership(db: Executor, userId: string, paymentId: string, weeks: number) {
  const windowSeconds = maintenance.staleCreatedPaymentMs / 1000;
  // One statement, so the period is the expiry to the microsecond (a round trip through a JS Date would cut it to ms).
  const { rows } = await sql<{ salesperson_id: string | null }>`
    with prior as (select membership_expiry from users where id = ${userId} for update),
    span as (
      select case
        when pr.membership_expiry > p.created_at and now() <= p.created_at + make_interval(secs => ${windowSeconds}) then pr.membership_expiry
        else greatest(now(), coalesce(pr.membership_expiry, now()))
      end as start
      from prior pr, payments p where p.id = ${paymentId}
    ),
    moved as (
      update users u set payment_status = 'paid', membership_expiry = span.start + make_interval(weeks => ${weeks})
      from span where u.id = ${userId}
      returning u.salesperson_id, span.start as period_start, u.membership_expiry as period_end
    )
    update payments p set period_start = m.period_start, period_end = m.period_end from moved m where p.id = ${paymentId}
    returning m.salesperson_id`.execute(db);
  const member = rows[0];
  if (!member) return null;
  return member.salesperson_id;
}

/**
 * Activates one payment on proof, in one transaction: the payment moves to captured only if the transition table
 * allows it from its current state (the guard against double credit, whichever of the browser's return and the
 * webhook comes first, however often), the member's expiry becomes the end of the payment's period (extendMembership),
 * and the sale is credited to the member's salesperson at the commission rate.
 */
export async function activatePayment(db: Db, paymentId: string, captureRef: string, commissionRate: number): Promise<ActivationResult> {
  return db.transaction().execute(async (trx) => {
    const payment = await applyPaymentEvent(trx, paymentId, { type: 'capture', captureRef });
    if (!payment) return 'already-captured';
    if (payment.user_id) {
      const salespersonId = await extendMembership(trx, payment.user_id, paymentId, payment.weeks);
      if (salespersonId) await setCommission(trx, paymentId, salespersonId, Math.round(payment.price_thebe * commissionRate));
    }
    return 'activated';
  });
}

