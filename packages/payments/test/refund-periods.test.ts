import t from 'tap';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createDb, type Db } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { activatePayment } from '../src/activate-payment.ts';
import { applyRefund } from '../src/apply-refund.ts';

// The payment lifecycle's periods (issue 30, product.md §18): payments captured one after the other cover periods
// one after the other; refunds, whole or partial, in any order, take back only what each payment's own period still
// has ahead and shift the later ones back. The end date always equals the sum of what is still paid for.
const week = 7 * 24 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

async function openDatabase() {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  return db as Db;
}

async function freshMember(db: Db) {
  await db.deleteFrom('payments').execute();
  await db.deleteFrom('users').execute();
  const user = await db
    .insertInto('users')
    .values({ email: 'member@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

async function capture(db: Db, userId: string, weeks: number, n: number) {
  const { id } = await db
    .insertInto('payments')
    .values({ user_id: userId, tier_id: 'local', provider: 'yoco', provider_ref: `CH-${n}`, amount_minor: 13_300 * weeks, currency: 'ZAR', price_thebe: 5000 * weeks, weeks })
    .returning('id')
    .executeTakeFirstOrThrow();
  await activatePayment(db, id, `PAY-${n}`, 0.1);
  return id;
}

/** The member's periods in order, the expiry, and the database's now. */
async function periods(db: Db, userId: string) {
  const rows = await db.selectFrom('payments').select(['id', 'period_start', 'period_end']).where('user_id', '=', userId).orderBy('period_start').orderBy('created_at').execute();
  const member = await db.selectFrom('users').select('membership_expiry').where('id', '=', userId).executeTakeFirstOrThrow();
  const { rows: clock } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return { rows: rows.map((r) => ({ id: r.id, start: r.period_start!.getTime(), end: r.period_end!.getTime() })), expiry: member.membership_expiry!.getTime(), now: clock[0]!.now.getTime() };
}

const purchase = fc.record({ weeks: fc.constantFrom(1, 2) });
const refund = fc.record({ payment: fc.nat(5), share: fc.constantFrom(0.25, 0.5, 1) });

t.test('refunds in any order over periods one after the other: the end date equals the sum of what is still paid for', async (t) => {
  const db = await openDatabase();
  await fc.assert(
    fc.asyncProperty(
      fc.array(purchase, { minLength: 1, maxLength: 4 }),
      fc.array(refund, { minLength: 1, maxLength: 6 }),
      // how long ago the first payment was made: its period partly used, or over (the member lapsed and paid again)
      fc.constantFrom(0, 3 * dayMs, 10 * dayMs, 20 * dayMs),
      async (purchases, refunds, firstPaidAgo) => {
        const userId = await freshMember(db);
        const ids: string[] = [];
        const original = new Map<string, number>();
        for (const [n, p] of purchases.entries()) {
          const id = await capture(db, userId, p.weeks, n);
          ids.push(id);
          original.set(id, p.weeks * week);
          if (n === 0 && firstPaidAgo > 0) {
            const by = sql`make_interval(secs => ${firstPaidAgo / 1000})`;
            await db.updateTable('payments').set({ period_start: sql`period_start - ${by}`, period_end: sql`period_end - ${by}` }).where('id', '=', id).execute();
            await db.updateTable('users').set({ membership_expiry: sql`membership_expiry - ${by}` }).where('id', '=', userId).execute();
          }
        }
        const refunded = new Map<string, number>(); // share of the amount given back so far
        for (const [n, r] of refunds.entries()) {
          const id = ids[r.payment % ids.length]!;
          const before = await periods(db, userId);
          const mine = before.rows.find((row) => row.id === id)!;
          const aheadBefore = Math.max(0, mine.end - Math.max(before.now, mine.start));
          const left = 1 - (refunded.get(id) ?? 0);
          if (left <= 0) continue;
          const share = Math.min(r.share, left);
          const amountMinor = Math.round(13_300 * (original.get(id)! / week) * share);
          await applyRefund(db, id, { refundRef: `RF-${n}`, amountMinor: share === left ? undefined : amountMinor });
          refunded.set(id, (refunded.get(id) ?? 0) + share);
          const after = await periods(db, userId);
          const taken = before.expiry - after.expiry;
          // Only what the refunded payment's own period had ahead, never more; none once its weeks are over.
          if (taken < 0 || taken > aheadBefore + 1) throw new Error(`took ${taken} ms with ${aheadBefore} ms ahead`);
          // Earlier periods are untouched; later ones shift back by exactly what was taken.
          for (const row of after.rows) {
            const was = before.rows.find((b) => b.id === row.id)!;
            if (row.id === id) continue;
            const shift = was.start >= mine.end ? taken : 0;
            if (was.start - row.start !== shift || was.end - row.end !== shift) throw new Error(`period of ${row.id} moved by ${was.start - row.start}, expected ${shift}`);
          }
          // The end date is the sum of what is still paid for: from now, every period's part still ahead, back to back.
          const stillPaid = after.rows.reduce((sum, row) => sum + Math.max(0, row.end - Math.max(after.now, row.start)), 0);
          const end = Math.max(after.expiry, after.now);
          if (Math.abs(end - (after.now + stillPaid)) > 1) throw new Error(`end ${end - after.now} ms ahead, paid for ${stillPaid} ms`);
          if (after.expiry !== Math.max(...after.rows.map((row) => row.end))) throw new Error(`the expiry ${after.expiry} is not the last period’s end ${JSON.stringify(after.rows)} (before ${JSON.stringify(before)})`);
        }
        t.pass();
      },
    ),
    { numRuns: Number(process.env.PERIOD_PROPERTY_RUNS ?? 40) },
  );
});
