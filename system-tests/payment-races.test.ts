import t from 'tap';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce, webhooksSettled } from './assertions.ts';

async function startPayPal(system: System) {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'sadc' }, member.token);
  return { member, ...(start.body.data as { redirectUrl: string; orderId: string; paymentId: string }) };
}

async function startYoco(system: System) {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'global', paymentMethod: 'card' }, member.token);
  return { member, ...(start.body.data as { redirectUrl: string; paymentId: string }) };
}

t.test('PayPal: the webhooks arrive before the browser returns', async (t) => {
  const system = await startSystem(t);
  const { member, redirectUrl, orderId, paymentId } = await startPayPal(system);
  await system.paypalDecision(redirectUrl, 'approve');
  // CHECKOUT.ORDER.APPROVED makes the worker capture; PAYMENT.CAPTURE.COMPLETED follows.
  await webhooksSettled(system, 2);
  await assertActivatedOnce(t, system, member.uid, paymentId);
  const capture = await system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token);
  t.same(capture.body.data, { success: true, status: 'captured' });
  await assertActivatedOnce(t, system, member.uid, paymentId);
});

t.test('PayPal: the webhooks arrive after the browser captured', async (t) => {
  const system = await startSystem(t);
  await system.control('paypal', { webhooks: { hold: true } });
  const { member, redirectUrl, orderId, paymentId } = await startPayPal(system);
  await system.paypalDecision(redirectUrl, 'approve');
  const capture = await system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token);
  t.same(capture.body.data, { success: true, status: 'captured' });
  await system.control('paypal', {}, '/release');
  await webhooksSettled(system, 2);
  await assertActivatedOnce(t, system, member.uid, paymentId);
});

t.test('PayPal: every webhook ×10 alongside three capture requests', async (t) => {
  const system = await startSystem(t);
  await system.control('paypal', { webhooks: { duplicate: 10 } });
  const { member, redirectUrl, orderId, paymentId } = await startPayPal(system);
  await system.paypalDecision(redirectUrl, 'approve');
  const captures = await Promise.all([1, 2, 3].map(() => system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token)));
  t.ok(captures.every((c) => c.status === 200));
  await webhooksSettled(system, 2);
  await assertActivatedOnce(t, system, member.uid, paymentId);
});

t.test('Yoco: payment.succeeded arrives before the browser returns', async (t) => {
  const system = await startSystem(t);
  const { member, redirectUrl, paymentId } = await startYoco(system);
  const back = await system.yocoDecision(redirectUrl, 'pay');
  t.equal(back.searchParams.get('paymentId'), paymentId);
  await webhooksSettled(system, 1);
  await assertActivatedOnce(t, system, member.uid, paymentId);
  const capture = await system.call('POST', '/api/payments/yoco/capture', { paymentId }, member.token);
  t.same(capture.body.data, { success: true, status: 'captured' });
  await assertActivatedOnce(t, system, member.uid, paymentId);
});

t.test('Yoco: payment.succeeded arrives after the browser confirmed the checkout', async (t) => {
  const system = await startSystem(t);
  await system.control('yoco', { webhooks: { hold: true } });
  const { member, redirectUrl, paymentId } = await startYoco(system);
  await system.yocoDecision(redirectUrl, 'pay');
  const capture = await system.call('POST', '/api/payments/yoco/capture', { paymentId }, member.token);
  t.same(capture.body.data, { success: true, status: 'captured' });
  await system.control('yoco', {}, '/release');
  await webhooksSettled(system, 1);
  await assertActivatedOnce(t, system, member.uid, paymentId);
});

t.test('Yoco: payment.succeeded ×10 alongside three capture requests', async (t) => {
  const system = await startSystem(t);
  await system.control('yoco', { webhooks: { duplicate: 10 } });
  const { member, redirectUrl, paymentId } = await startYoco(system);
  await system.yocoDecision(redirectUrl, 'pay');
  await Promise.all([1, 2, 3].map(() => system.call('POST', '/api/payments/yoco/capture', { paymentId }, member.token)));
  await webhooksSettled(system, 1);
  await assertActivatedOnce(t, system, member.uid, paymentId);
});
