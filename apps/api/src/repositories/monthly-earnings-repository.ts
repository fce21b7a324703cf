import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import { clawbackOfPayment } from './refund-clawbacks.ts';

/**
 * Sales captured in [from, to) per salesperson (refunded ones excluded): count, pula revenue, commission less clawbacks.
 * Reads only the month's sales (payments_captured_sales_idx), so it costs the same however many months came before.
 */
export function monthlyEarnings(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('salespersons as s')
    .innerJoin('payments as p', 'p.salesperson_id', 's.id')
    .leftJoinLateral(clawbackOfPayment(db), (join) => join.onTrue())
    .select(['s.full_name', 's.referral_code'])
    .select([
      sql<number>`count(*)::int`.as('sales'),
      sql<number>`sum(p.price_thebe)::int`.as('revenue_thebe'),
      sql<number>`coalesce(sum(p.commission_thebe - coalesce(r.clawback_thebe, 0)), 0)::int`.as('commission_thebe'),
    ])
    .where('p.status', '=', 'captured')
    .where('p.captured_at', '>=', from)
    .where('p.captured_at', '<', to)
    .groupBy(['s.id', 's.full_name', 's.referral_code'])
    .orderBy('s.full_name')
    .execute();
}
