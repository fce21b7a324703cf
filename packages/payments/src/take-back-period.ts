import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** A week of membership, in seconds: a period's length as bought. */
export const weekSeconds = 7 * 24 * 60 * 60;

/** How much of the payment's period is still ahead, in seconds (0 once it is over; null: no period recorded). */
export async function secondsAhead(db: Executor, paymentId: string): Promise<number | null> {
  const { rows } = await sql<{ ahead: number | null }>`
    select extract(epoch from greatest(interval '0', period_end - greatest(now(), period_start)))::float8 as ahead
    from payments where id = ${paymentId}`.execute(db);
  return rows[0]?.ahead ?? null;
}

/**
 * Takes `seconds` off the end of one payment's period (product.md §18) and shifts the member's later periods back by
 * as much, so they stay one after the other, and the member's expiry with them. Earlier periods are left alone.
 */
export async function takeBackPeriod(db: Executor, payment: { id: string; user_id: string | null }, seconds: number): Promise<void> {
  if (!payment.user_id || seconds <= 0) return;
  const by = sql`make_interval(secs => ${seconds})`;
  // One statement, so "later" compares microseconds as stored (a JS Date would cut them to ms).
  await sql`
    with shortened as (
      update payments set period_end = period_end - ${by} where id = ${payment.id} returning period_end + ${by} as old_end
    )
    update payments p set period_start = p.period_start - ${by}, period_end = p.period_end - ${by}
    from shortened s
    where p.user_id = ${payment.user_id} and p.id <> ${payment.id} and p.period_start >= s.old_end`.execute(db);
  await db.updateTable('users').set({ membership_expiry: sql`membership_expiry - ${by}` }).where('id', '=', payment.user_id).execute();
}
