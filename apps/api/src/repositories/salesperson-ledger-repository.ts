import { sql } from 'kysely';
import type { Db } from '@guidepass/db';

/**
 * One salesperson's ledger for [from, to): each sale captured then (still credited or since refunded) with its
 * commission, and each refund recorded then with the commission it clawed back: the rows whose commissions add up
 * to the month's earnings in the rollup, with the tier's name and the pula price (a refund: its share of it) beside the
 * amount charged. Newest first; the member's e-mail is for the caller to mask.
 */
export function salespersonLedger(db: Db, salespersonId: string, from: Date, to: Date) {
  const sales = db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.captured_at as at',
      'p.tier_id',
      'p.price_thebe',
      'p.amount_minor',
      'p.currency',
      sql<number>`coalesce(p.commission_thebe, 0)`.as('commission_thebe'),
      sql<'sale' | 'refund'>`'sale'`.as('kind'),
      'u.email',
      'p.id as payment_id',
      'p.provider',
      'p.mobile_phone',
      'p.mobile_operator',
    ])
    .where('p.salesperson_id', '=', salespersonId)
    .where('p.status', 'in', ['captured', 'refunded'])
    .where('p.captured_at', '>=', from)
    .where('p.captured_at', '<', to);
  const refunds = db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'r.created_at as at',
      'p.tier_id',
      // the refund's share of the pula price, as its amount is of the amount charged
      sql<number>`round(p.price_thebe::numeric * r.amount_minor / nullif(p.amount_minor, 0))::int`.as('price_thebe'),
      'r.amount_minor',
      'p.currency',
      sql<number>`-r.commission_clawback_thebe`.as('commission_thebe'),
      sql<'sale' | 'refund'>`'refund'`.as('kind'),
      'u.email',
      'p.id as payment_id',
      'p.provider',
      'p.mobile_phone',
      'p.mobile_operator',
    ])
    .where('p.salesperson_id', '=', salespersonId)
    .where('p.status', 'in', ['captured', 'refunded'])
    .where('p.captured_at', 'is not', null)
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to);
  return db
    .selectFrom(sales.unionAll(refunds).as('l'))
    .leftJoin('tiers as t', 't.id', 'l.tier_id')
    .selectAll('l')
    .select('t.name as tier_name')
    .orderBy('l.at', 'desc')
    .orderBy('l.payment_id')
    .orderBy('l.kind', 'desc')
    .execute();
}
