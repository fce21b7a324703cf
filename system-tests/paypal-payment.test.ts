import t from 'tap';
import { sql } from 'kysely';
import { startSystem, type System } from './helper.ts';
import { expiryOf } from './assertions.ts';

const week = 7 * 24 * 60 * 60 * 1000;

async function paymentState(system: System, paymentId: string) {
  return system.db.selectFrom('payments').select(['status', 'captured_at', 'commission_thebe', 'capture_ref']).where('id', '=', paymentId).executeTakeFirstOrThrow();
}

t.test('PayPal: approve, return, capture → membership active for two weeks, one commission, the guide opens', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const tiers = await system.call('GET', '/api/tiers', undefined, member.token);
  t.equal(tiers.status, 200);
  t.match(tiers.body.data.tiers[0], { id: 'local', weeklyPrice: 'P50', weeks: 2, total: 'P100', charge: { paypal: { currency: 'USD', amount: '7.40' } } });

  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local', userId: member.uid }, member.token);
  t.equal(start.status, 200);
  const { redirectUrl, orderId, paymentId } = start.body.data;
  const back = await system.paypalDecision(redirectUrl, 'approve');
  t.equal(back.searchParams.get('payment'), 'success');
  t.equal(back.searchParams.get('token'), orderId);

  const capture = await system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token);
  t.same(capture.body.data, { success: true, status: 'captured' });
  const payment = await paymentState(system, paymentId);
  t.equal(payment.commission_thebe, 1000);
  t.equal((await expiryOf(system, member.uid)).getTime(), payment.captured_at!.getTime() + 2 * week);
  const me = await system.call('GET', '/api/me', undefined, member.token);
  t.equal(me.body.data.membershipActive, true);

  const guideSession = await fetch(`${system.apiUrl}/api/guide/session`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
  t.equal(guideSession.status, 200);
  const { path } = ((await guideSession.json()) as { data: { path: string } }).data;
  const guide = await fetch(`${system.apiUrl}${path}`);
  t.equal(guide.status, 200);
  t.match(await guide.text(), /Okavango/);
  t.equal(guide.headers.get('cache-control'), 'private, no-store');
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from payments where status = 'captured'`.execute(system.db);
  t.equal(rows[0]!.n, 1);
});
