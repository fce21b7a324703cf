import t from 'tap';
import { startSystem } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';

// product.md §13: POST /api/payments/{provider}/confirm confirms through the provider's gateway, like the per-provider
// capture addresses; the providers' webhooks are held so the confirm is the path that credits.

t.test('Yoco: paid on the hosted page, confirmed at the generic address: captured on the first answer, credited once', async (t) => {
  const system = await startSystem(t);
  await system.control('yoco', { webhooks: { hold: true } });
  const member = await system.member();
  // the generic start's body, as the web sends it for every provider but PayPal
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local' }, member.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  const { paymentId, redirectUrl, providerRef } = start.body.data as { paymentId: string; redirectUrl: string; providerRef: string };
  t.match(providerRef, /^ch_/, "the checkout's id, as the generic start answers");
  const early = await system.call('POST', '/api/payments/yoco/confirm', { paymentId }, member.token);
  t.same(early.body, { data: { success: false, status: 'pending' } }, 'not paid yet: keep asking');
  await system.yocoDecision(redirectUrl, 'pay');
  const confirmed = await system.call('POST', '/api/payments/yoco/confirm', { paymentId }, member.token);
  t.same(confirmed.body, { data: { success: true, status: 'captured' } });
  const again = await system.call('POST', '/api/payments/yoco/confirm', { paymentId }, member.token);
  t.same(again.body, { data: { success: true, status: 'captured' } }, 'a repeat answers the same');
  await assertActivatedOnce(t, system, member.uid, paymentId);
});

t.test('PayPal: approved, confirmed at the generic address by our payment id: the order is captured and credited once', async (t) => {
  const system = await startSystem(t);
  await system.control('paypal', { webhooks: { hold: true } });
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'sadc' }, member.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  const { paymentId, redirectUrl } = start.body.data as { paymentId: string; redirectUrl: string };
  await system.paypalDecision(redirectUrl, 'approve');
  const other = await system.member();
  const foreign = await system.call('POST', '/api/payments/paypal/confirm', { paymentId }, other.token);
  t.equal(foreign.status, 404, "another member's payment answers like an unknown one");
  const asYoco = await system.call('POST', '/api/payments/yoco/confirm', { paymentId }, member.token);
  t.equal(asYoco.status, 404, 'not as another provider');
  const confirmed = await system.call('POST', '/api/payments/paypal/confirm', { paymentId }, member.token);
  t.same(confirmed.body, { data: { success: true, status: 'captured' } });
  const row = await system.db.selectFrom('payments').select(['capture_ref', 'amount_minor', 'currency']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  t.match(row, { capture_ref: /./, amount_minor: 2 * 740, currency: 'USD' });
  await assertActivatedOnce(t, system, member.uid, paymentId);
});
