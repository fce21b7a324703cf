import t, { type Test } from 'tap';
import { sql } from 'kysely';
import { createDb, type Db } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { activatePayment } from '../src/activate-payment.ts';
import { applyPaymentEvent } from '../src/apply-payment-event.ts';
import { applyRefund } from '../src/apply-refund.ts';

const week = 7 * 24 * 60 * 60 * 1000;

async function fixture(t: Test) {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const salesperson = await db
    .insertInto('salespersons')
    .values({ name_key: 'neo kgosi', first_name: 'Neo', last_name: 'Kgosi', full_name: 'Neo Kgosi', referral_code: 'ABC234' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      email: 'member@example.com',
      salesperson_first_name: 'Neo',
      salesperson_last_name: 'Kgosi',
      salesperson_full_name: 'Neo Kgosi',
      salesperson_id: salesperson.id,
      referral_source: 'signup-form',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const newPayment = async (weeks: number, ref: string) =>
    (
      await db
        .insertInto('payments')
        .values({ user_id: user.id, tier_id: 'local', provider: 'paypal', provider_ref: ref, amount_minor: 740 * weeks, currency: 'USD', price_thebe: 5000 * weeks, weeks })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { db, userId: user.id, salespersonId: salesperson.id, newPayment };
}

/** When the payment's transaction captured it: the instant its weeks count from. */
const capturedAt = async (db: Db, paymentId: string) =>
  (await db.selectFrom('payments').select('captured_at').where('id', '=', paymentId).executeTakeFirstOrThrow()).captured_at!.getTime();

const member = (db: Db, id: string) => db.selectFrom('users').select(['payment_status', 'membership_expiry']).where('id', '=', id).executeTakeFirstOrThrow();
const commissions = async (db: Db) =>
  (await sql<{ n: number; total: number }>`select count(*)::int as n, coalesce(sum(commission_thebe), 0)::int as total from payments where status = 'captured' and commission_thebe is not null`.execute(db)).rows[0]!;

t.test('a first payment activates two weeks and credits the salesperson at the commission rate', async (t) => {
  const { db, userId, salespersonId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-A');
  t.equal(await activatePayment(db, paymentId, 'CAPTURE-A', 0.1), 'activated');
  const after = await member(db, userId);
  t.equal(after.payment_status, 'paid');
  t.equal(after.membership_expiry!.getTime(), (await capturedAt(db, paymentId)) + 2 * week);
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  t.match(payment, { status: 'captured', capture_ref: 'CAPTURE-A', salesperson_id: salespersonId, commission_thebe: 1000 });
});

t.test('capture twice credits once', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-B');
  t.equal(await activatePayment(db, paymentId, 'CAPTURE-B', 0.1), 'activated');
  const expiry = (await member(db, userId)).membership_expiry;
  t.equal(await activatePayment(db, paymentId, 'CAPTURE-B', 0.1), 'already-captured');
  t.same((await member(db, userId)).membership_expiry, expiry);
  t.same(await commissions(db), { n: 1, total: 1000 });
});

t.test('ten concurrent activations of one payment extend the membership exactly once', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-C');
  const results = await Promise.all(Array.from({ length: 10 }, () => activatePayment(db, paymentId, 'CAPTURE-C', 0.1)));
  t.equal(results.filter((r) => r === 'activated').length, 1);
  const expiry = (await member(db, userId)).membership_expiry!.getTime();
  t.equal(expiry, (await capturedAt(db, paymentId)) + 2 * week, 'two weeks, not twenty');
  t.same(await commissions(db), { n: 1, total: 1000 });
});

t.test('a renewal while active adds its week to the current expiry; after a lapse it counts from now', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const future = new Date(Date.now() + 3 * week);
  await db.updateTable('users').set({ payment_status: 'paid', membership_expiry: future }).execute();
  await activatePayment(db, await newPayment(1, 'ORDER-D'), 'CAPTURE-D', 0.1);
  t.equal((await member(db, userId)).membership_expiry!.getTime(), future.getTime() + week);

  await db.updateTable('users').set({ membership_expiry: new Date(Date.now() - week) }).execute();
  const lapsedRenewal = await newPayment(2, 'ORDER-E');
  await activatePayment(db, lapsedRenewal, 'CAPTURE-E', 0.1);
  t.equal((await member(db, userId)).membership_expiry!.getTime(), (await capturedAt(db, lapsedRenewal)) + 2 * week);
});

t.test('proof that arrives after a payment was marked failed or expired still activates it', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-F');
  await applyPaymentEvent(db, paymentId, { type: 'fail', reason: 'capture declined' });
  await db.updateTable('payments').set({ status: 'expired' }).where('id', '=', paymentId).execute();
  t.equal(await activatePayment(db, paymentId, 'CAPTURE-F', 0.1), 'activated');
  t.equal((await member(db, userId)).payment_status, 'paid');
});

t.test('failing a captured payment changes nothing', async (t) => {
  const { db, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-G');
  await activatePayment(db, paymentId, 'CAPTURE-G', 0.1);
  await applyPaymentEvent(db, paymentId, { type: 'fail', reason: 'late decline' });
  t.equal((await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status, 'captured');
});

/** A whole refund takes back what the period still had ahead: the membership ends at the refund (product.md §18). */
function endsAtRefund(t: Test, expiry: number, activeUntil: number, weeks: number) {
  t.ok(expiry <= Date.now() && expiry >= activeUntil - weeks * week, 'the period still ahead taken back: it ends at the refund');
}

t.test('a refund takes back the period still ahead and the commission, once', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-H');
  await activatePayment(db, paymentId, 'CAPTURE-H', 0.1);
  const activeUntil = (await member(db, userId)).membership_expiry!.getTime();
  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-H' }), 'refunded');
  const ended = (await member(db, userId)).membership_expiry!.getTime();
  endsAtRefund(t, ended, activeUntil, 2);
  t.same(await commissions(db), { n: 0, total: 0 });
  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-H2' }), 'not-captured');
  t.equal((await member(db, userId)).membership_expiry!.getTime(), ended);
  t.equal(await activatePayment(db, paymentId, 'CAPTURE-H', 0.1), 'already-captured', 'a refunded payment is not activated again');
});

t.test("a deleted member's payment still records its capture", async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-I');
  await db.deleteFrom('users').where('id', '=', userId).execute();
  t.equal(await activatePayment(db, paymentId, 'CAPTURE-I', 0.1), 'activated');
  const payment = await db.selectFrom('payments').select(['status', 'user_id', 'commission_thebe']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  t.same(payment, { status: 'captured', user_id: null, commission_thebe: null });
});

/** What the payment's refunds took back so far, and what its sale still earns (commission less clawbacks). */
const refunds = async (db: Db, paymentId: string) =>
  (
    await sql<{ n: number; clawback: number; weeks: number; earning: number; status: string }>`
      select (select count(*)::int from payment_refunds r where r.payment_id = p.id) as n,
             (select coalesce(sum(commission_clawback_thebe), 0)::int from payment_refunds r where r.payment_id = p.id) as clawback,
             (select coalesce(sum(weeks_taken_back), 0)::int from payment_refunds r where r.payment_id = p.id) as weeks,
             case when p.status = 'captured' then p.commission_thebe - (select coalesce(sum(commission_clawback_thebe), 0) from payment_refunds r where r.payment_id = p.id) else 0 end::int as earning,
             p.status
      from payments p where p.id = ${paymentId}`.execute(db)
  ).rows[0]!;

t.test('a partial refund claws back commission pro rata and takes back the same share of the period', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-J'); // 1480 cents, commission 1000 thebe
  await activatePayment(db, paymentId, 'CAPTURE-J', 0.1);
  const activeUntil = (await member(db, userId)).membership_expiry!.getTime();

  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-J1', amountMinor: 444 }), 'partially-refunded', '30 %');
  t.same(await refunds(db, paymentId), { n: 1, clawback: 300, weeks: 0, earning: 700, status: 'captured' });
  t.equal((await member(db, userId)).membership_expiry!.getTime(), activeUntil - 0.3 * 2 * week, '30 % of the period');
  t.same(await commissions(db), { n: 1, total: 1000 }, 'the sale still counts');

  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-J2', amountMinor: 444 }), 'partially-refunded', '60 % in all');
  t.same(await refunds(db, paymentId), { n: 2, clawback: 600, weeks: 1, earning: 400, status: 'captured' });
  t.equal((await member(db, userId)).membership_expiry!.getTime(), activeUntil - 0.6 * 2 * week, '60 % of the period, the first 30 % not taken twice');
  t.equal((await member(db, userId)).payment_status, 'paid');

  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-J3', amountMinor: 592 }), 'refunded', 'the rest');
  t.same(await refunds(db, paymentId), { n: 3, clawback: 1000, weeks: 2, earning: 0, status: 'refunded' });
  endsAtRefund(t, (await member(db, userId)).membership_expiry!.getTime(), activeUntil, 2);
  t.same(await commissions(db), { n: 0, total: 0 }, 'the sale left the earnings');
});

t.test('the same refund delivered twice changes nothing', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-K');
  await activatePayment(db, paymentId, 'CAPTURE-K', 0.1);
  const activeUntil = (await member(db, userId)).membership_expiry!.getTime();
  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-K', amountMinor: 888 }), 'partially-refunded');
  const results = await Promise.all(Array.from({ length: 5 }, () => applyRefund(db, paymentId, { refundRef: 'REFUND-K', amountMinor: 888 })));
  t.same(results, Array(5).fill('already-recorded'));
  t.same(await refunds(db, paymentId), { n: 1, clawback: 600, weeks: 1, earning: 400, status: 'captured' });
  t.equal((await member(db, userId)).membership_expiry!.getTime(), activeUntil - 0.6 * 2 * week);
});

t.test('a refund without an amount, or with one beyond what is left, refunds what is left', async (t) => {
  const { db, userId, newPayment } = await fixture(t);
  const partly = await newPayment(2, 'ORDER-L');
  await activatePayment(db, partly, 'CAPTURE-L', 0.1);
  const activeUntil = (await member(db, userId)).membership_expiry!.getTime();
  await applyRefund(db, partly, { refundRef: 'REFUND-L1', amountMinor: 1000 });
  t.equal(await applyRefund(db, partly, { refundRef: 'REFUND-L2' }), 'refunded');
  t.same(await refunds(db, partly), { n: 2, clawback: 1000, weeks: 2, earning: 0, status: 'refunded' });
  endsAtRefund(t, (await member(db, userId)).membership_expiry!.getTime(), activeUntil, 2);

  const over = await newPayment(1, 'ORDER-M');
  await activatePayment(db, over, 'CAPTURE-M', 0.1);
  t.equal(await applyRefund(db, over, { refundRef: 'REFUND-M', amountMinor: 99_999 }), 'refunded');
  const recorded = await db.selectFrom('payment_refunds').select('amount_minor').where('payment_id', '=', over).executeTakeFirstOrThrow();
  t.equal(recorded.amount_minor, 740, 'never more than was captured');
});

t.test('a refund before the capture is recorded changes nothing (it waits)', async (t) => {
  const { db, newPayment } = await fixture(t);
  const paymentId = await newPayment(2, 'ORDER-N');
  t.equal(await applyRefund(db, paymentId, { refundRef: 'REFUND-N', amountMinor: 444 }), 'not-captured');
  t.same(await refunds(db, paymentId), { n: 0, clawback: 0, weeks: 0, earning: 0, status: 'created' });
});
