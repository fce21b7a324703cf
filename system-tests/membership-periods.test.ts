import t, { type Test } from 'tap';
import { sql } from 'kysely';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce, expiryOf } from './assertions.ts';

// Issue 30 items 3 and 4 (product.md §18): each captured payment covers a period; a refund takes back only what its
// own period still has ahead; a renewal started while active and paid within its window runs on from the old end.
const week = 7 * 24 * 60 * 60 * 1000;
const adminEmail = 'periods-admin@example.com';

/** Waits until the payment is captured. */
async function captured(t: Test, system: System, paymentId: string) {
  const row = () => system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow();
  t.equal((await system.eventually(row, (r) => r.status === 'captured')).status, 'captured');
}

/** A Yoco payment of the local tier, paid at the hosted page and captured (its webhook). */
async function payWithYoco(t: Test, system: System, member: { uid: string; token: string }) {
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  await system.yocoDecision(start.body.data.redirectUrl, 'pay');
  await captured(t, system, start.body.data.paymentId);
  return start.body.data.paymentId as string;
}

/** Moves every time recorded for one payment (whatever columns record it) `ms` into the past. */
async function backdatePayment(system: System, paymentId: string, ms: number) {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'payments' and data_type = 'timestamp with time zone' and table_schema = current_schema()`.execute(system.db);
  for (const { column_name } of rows) {
    await sql`update payments set ${sql.ref(column_name)} = ${sql.ref(column_name)} - make_interval(secs => ${ms / 1000}) where id = ${paymentId}`.execute(system.db);
  }
}

const backdateExpiry = (system: System, uid: string, ms: number) =>
  sql`update users set membership_expiry = membership_expiry - make_interval(secs => ${ms / 1000}) where id = ${uid}`.execute(system.db);

t.test('membership periods', async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: adminEmail } });
  const admin = await system.member(adminEmail);

  t.test('refunding an old payment whose weeks are over leaves the current, paid period alone', async (t) => {
    const member = await system.member();
    const first = await payWithYoco(t, system, member); // 2 weeks
    await assertActivatedOnce(t, system, member.uid, first);
    // Two weeks and a day later: the first period is over, the membership lapsed a day ago.
    const lapse = 2 * week + 24 * 60 * 60 * 1000;
    await backdatePayment(system, first, lapse);
    await backdateExpiry(system, member.uid, lapse);
    t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, false, 'lapsed');

    await payWithYoco(t, system, member); // a first purchase again: 2 weeks from now
    const paidThrough = await expiryOf(system, member.uid);
    t.ok(Math.abs(paidThrough.getTime() - (Date.now() + 2 * week)) < 60_000);

    const refund = await system.call('POST', `/api/admin/payments/${first}/refund`, { reason: 'Goodwill' }, admin.token);
    t.equal(refund.status, 200, JSON.stringify(refund.body));
    t.equal((await expiryOf(system, member.uid)).getTime(), paidThrough.getTime(), 'the second payment’s period is untouched');
    t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, true, 'still active: the second payment is paid');
  });

  t.test('a 1-week renewal started while active and paid just after the end runs on from the old end', async (t) => {
    const member = await system.member();
    const first = await payWithYoco(t, system, member);
    const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
    t.equal(start.status, 200, JSON.stringify(start.body));
    const renewal = start.body.data.paymentId as string;
    const { weeks } = await system.db.selectFrom('payments').select('weeks').where('id', '=', renewal).executeTakeFirstOrThrow();
    t.equal(weeks, 1, 'started while active: a renewal of one week');

    // The membership ended a minute ago; the renewal was started five minutes before that, and is paid now.
    const expiry = await expiryOf(system, member.uid);
    const shift = expiry.getTime() - (Date.now() - 60_000);
    await backdatePayment(system, first, shift);
    await backdateExpiry(system, member.uid, shift);
    const oldEnd = await expiryOf(system, member.uid);
    await sql`update payments set created_at = ${new Date(oldEnd.getTime() - 5 * 60_000)} where id = ${renewal}`.execute(system.db);

    await system.yocoDecision(start.body.data.redirectUrl, 'pay');
    await captured(t, system, renewal);
    t.equal((await expiryOf(system, member.uid)).getTime(), oldEnd.getTime() + week, 'one week from the old end: no free gap');
  });
});
