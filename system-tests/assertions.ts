import type { Test } from 'tap';
import { sql } from 'kysely';
import type { System } from './helper.ts';

const week = 7 * 24 * 60 * 60 * 1000;

/** The member's paid-through date, as stored. */
export async function expiryOf(system: System, uid: string): Promise<Date> {
  return (await system.db.selectFrom('users').select('membership_expiry').where('id', '=', uid).executeTakeFirstOrThrow()).membership_expiry!;
}

/** Exactly one activation: captured once, expiry = capture time + the weeks bought, one commission for the member. */
export async function assertActivatedOnce(t: Test, system: System, uid: string, paymentId: string) {
  const payment = await system.eventually(
    () => system.db.selectFrom('payments').select(['status', 'captured_at', 'weeks']).where('id', '=', paymentId).executeTakeFirstOrThrow(),
    (p) => p.status === 'captured',
  );
  t.equal(payment.status, 'captured', 'the payment is captured');
  const user = await system.db.selectFrom('users').select(['payment_status', 'membership_expiry']).where('id', '=', uid).executeTakeFirstOrThrow();
  t.equal(user.payment_status, 'paid');
  t.equal(user.membership_expiry!.getTime(), payment.captured_at!.getTime() + payment.weeks * week, 'extended exactly once');
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from payments where user_id = ${uid} and status = 'captured' and commission_thebe > 0`.execute(system.db);
  t.equal(rows[0]!.n, 1, 'one commission');
}

/** Waits until every stored webhook event has been processed (or the time-out). */
export async function webhooksSettled(system: System, atLeast: number) {
  return system.eventually(
    async () => (await sql<{ total: number; open: number }>`select count(*)::int as total, count(*) filter (where processed_at is null)::int as open from webhook_events`.execute(system.db)).rows[0]!,
    (r) => r.total >= atLeast && r.open === 0,
  );
}
