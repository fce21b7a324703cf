import { sql } from 'kysely';
import type { Db } from '@guidepass/db';

/**
 * What the named salespeople's sales were charged in [from, to), per currency other than pula: the report's revenue
 * is the pula price (the rollup's revenue_thebe), and this is the money that moved where it was not pula (product.md
 * §13, money shown). Counted as the revenue is: + a sale captured in the month, − each refund (partial ones too,
 * product.md §18) recorded in the month.
 * Reads only those salespeople's payments (payments_salesperson_captured_idx).
 */
export async function chargedTotals(db: Db, salespersonIds: string[], from: Date, to: Date) {
  if (salespersonIds.length === 0) return [];
  const { rows } = await sql<{ salesperson_id: string; currency: string; amount_minor: number }>`
    select salesperson_id, currency, sum(amount)::int as amount_minor from (
      select salesperson_id, upper(currency) as currency, amount_minor as amount from payments
      where salesperson_id = any(${salespersonIds}::uuid[]) and status in ('captured', 'refunded')
        and captured_at >= ${from} and captured_at < ${to}
      union all
      select p.salesperson_id, upper(p.currency), -r.amount_minor from payments p join payment_refunds r on r.payment_id = p.id
      where p.salesperson_id = any(${salespersonIds}::uuid[]) and p.status in ('captured', 'refunded') and p.captured_at is not null
        and r.created_at >= ${from} and r.created_at < ${to}
    ) moved
    where currency <> 'BWP'
    group by salesperson_id, currency
    having sum(amount) <> 0
    order by salesperson_id, currency`.execute(db);
  return rows;
}
