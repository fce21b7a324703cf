import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { recordNotice } from './payment-notices.ts';

/** `GP-2026-000123`: the Gaborone year the payment was credited in and its place in that year. */
export function receiptNumber(year: number, n: number): string {
  return `GP-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * Records the receipt of one credited payment, once: the member_notices row (unique per payment) and, in the same
 * transaction, the payment's receipt number taken from its year's counter under the counter's row lock, so numbers
 * have no gaps. Answers the new notice's id, or undefined when it was recorded before (a retry, a duplicate event)
 * or there is no one to send it to (the account was deleted).
 */
export async function recordReceipt(db: Db, paymentId: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['user_id', 'captured_at', 'receipt_number'])
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment?.user_id || !payment.captured_at) return undefined;
    const noticeId = await recordNotice(trx, payment.user_id, 'receipt', paymentId);
    if (!noticeId) return undefined;
    if (!payment.receipt_number) {
      const year = Number(currentMonth(payment.captured_at).slice(0, 4));
      const counter = await trx
        .insertInto('receipt_counters')
        .values({ year, last_number: 1 })
        .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql`receipt_counters.last_number + 1` }))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      await trx.updateTable('payments').set({ receipt_number: receiptNumber(year, counter.last_number) }).where('id', '=', paymentId).execute();
    }
    return noticeId;
  });
}

/** Payments credited between `from` and `to` whose receipt was never recorded (the worker stopped in between). */
export async function findCreditedWithoutReceipt(db: Db, from: Date, to: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments as p')
    .select('p.id')
    .where('p.status', '=', 'captured')
    .where('p.captured_at', '>', from)
    .where('p.captured_at', '<', to)
    .where('p.user_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_notices as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'p.user_id')
            .where('n.kind', '=', 'receipt')
            .where('n.key', '=', sql<string>`p.id::text`),
        ),
      ),
    )
    .orderBy('p.captured_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
