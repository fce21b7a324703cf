import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import { clawbacksPerPayment } from './refund-clawbacks.ts';

/**
 * Every salesperson with figures computed from captured payments (never stored counters): this calendar month's
 * commission (less what partial refunds clawed back) and the count of sales, refunded payments excluded. Month
 * boundaries follow the database's time zone.
 */
export function salespersonEarnings(db: Db) {
  return db
    .selectFrom('salespersons as s')
    .leftJoin('payments as p', (join) => join.onRef('p.salesperson_id', '=', 's.id').on('p.status', '=', 'captured'))
    .leftJoin(clawbacksPerPayment(db), 'r.payment_id', 'p.id')
    .select([
      's.id',
      's.first_name',
      's.last_name',
      's.full_name',
      's.referral_code',
      sql<number>`coalesce(sum(p.commission_thebe - coalesce(r.clawback_thebe, 0)) filter (where p.captured_at >= date_trunc('month', now())), 0)::int`.as('current_month_thebe'),
      sql<number>`count(p.id)::int`.as('total_sales'),
      sql<Date | null>`max(p.captured_at)`.as('last_sale_at'),
    ])
    .groupBy('s.id')
    .orderBy('s.full_name')
    .execute();
}
