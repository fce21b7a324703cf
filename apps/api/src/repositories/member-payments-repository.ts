import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/**
 * A member's credited payments as the admin sees them, newest first (at most 50): provider, state, the pula price and
 * the amount charged, and what refunds took back so far. Only credited ones (captured, or refunded since): the others
 * moved no money.
 */
export function listMemberPayments(db: Executor, userId: string) {
  return db
    .selectFrom('payments as p')
    .select((eb) => [
      'p.id',
      'p.provider',
      'p.status',
      'p.tier_id',
      'p.weeks',
      'p.price_thebe',
      'p.amount_minor',
      'p.currency',
      'p.captured_at',
      'p.receipt_number',
      'p.mobile_phone',
      'p.mobile_operator',
      eb
        .selectFrom('payment_refunds as r')
        .select(sql<number>`coalesce(sum(r.amount_minor), 0)::int`.as('refunded'))
        .whereRef('r.payment_id', '=', 'p.id')
        .as('refunded_minor'),
      // the latest refund a provider reported a state for (DPO's checker, providers.md §6.8), if any
      eb
        .selectFrom('provider_refund_checks as c')
        .select('c.state')
        .whereRef('c.payment_id', '=', 'p.id')
        .orderBy('c.created_at', 'desc')
        .limit(1)
        .as('refund_state'),
    ])
    .where('p.user_id', '=', userId)
    .where('p.status', 'in', ['captured', 'refunded'])
    .orderBy('p.captured_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(50)
    .execute();
}

export type AdminPaymentRow = Awaited<ReturnType<typeof listMemberPayments>>[number];
