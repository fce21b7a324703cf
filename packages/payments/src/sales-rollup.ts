import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

// The per-salesperson, per-month rollup (tables salesperson_month_totals and salesperson_month_members) is kept by
// triggers in the transaction of every capture, refund, payout and sign-up (migration add_salesperson_rollup, which
// also says what counts in which month). These recompute it from the ledger itself: payments, their refunds, users
// and payouts. Each waits for writers already adding to the rollup and holds new ones until its transaction ends.

/** Recomputes the whole rollup (`npm run rollup:rebuild`). */
export async function rebuildSalesRollup(db: Executor): Promise<void> {
  await sql`select rebuild_salesperson_rollup(null)`.execute(db);
}

/** Recomputes the rollup rows of these salespeople only (after a merge, or a repair). */
export async function rebuildSalesRollupFor(db: Executor, salespersonIds: readonly string[]): Promise<void> {
  if (salespersonIds.length === 0) return;
  await sql`select rebuild_salesperson_rollup(${sql.val([...salespersonIds])}::uuid[])`.execute(db);
}
