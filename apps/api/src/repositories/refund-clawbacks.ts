import { sql } from 'kysely';
import type { Db } from '@guidepass/db';

/**
 * Per payment, the commission its partial refunds clawed back: joined to captured payments so each earnings figure
 * is sum(commission) − sum(clawback), the one rule the admin report, its CSV and GET /api/salespersons share.
 */
export function clawbacksPerPayment(db: Db) {
  return db
    .selectFrom('payment_refunds')
    .select(['payment_id', sql<number>`sum(commission_clawback_thebe)::int`.as('clawback_thebe')])
    .groupBy('payment_id')
    .as('r');
}

/**
 * The same clawback for one payment (`p` in the query that joins it): for reports over few payments (a month's
 * sales), a lateral join probing payment_refunds by payment_id instead of summing the whole table first.
 */
export function clawbackOfPayment(db: Db) {
  return db
    .selectFrom('payment_refunds')
    .select(sql<number | null>`sum(commission_clawback_thebe)::int`.as('clawback_thebe'))
    .where(sql<boolean>`payment_refunds.payment_id = p.id`)
    .as('r');
}
