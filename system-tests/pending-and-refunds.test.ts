import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce, webhooksSettled } from './assertions.ts';

const week = 7 * 24 * 60 * 60 * 1000;
const statusOf = async (system: System, paymentId: string) =>
  (await system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
const active = async (system: System, token: string) => (await system.call('GET', '/api/me', undefined, token)).body.data.membershipActive as boolean;

async function paypalCapture(system: System, outcome?: 'PENDING' | 'DECLINED') {
  if (outcome) await system.control('paypal', { captureOutcome: outcome });
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
  const { redirectUrl, orderId, paymentId } = start.body.data;
  await system.paypalDecision(redirectUrl, 'approve');
  const capture = await system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token);
  return { member, orderId, paymentId, capture: capture.body.data };
}

t.test('a PENDING capture activates only when PAYMENT.CAPTURE.COMPLETED arrives', async (t) => {
  const system = await startSystem(t);
  const { member, orderId, paymentId, capture } = await paypalCapture(system, 'PENDING');
  t.same(capture, { success: false, status: 'pending' });
  await webhooksSettled(system, 2);
  t.equal(await statusOf(system, paymentId), 'pending');
  t.equal(await active(system, member.token), false, 'no access while pending');
  await system.control('paypal', { event_type: 'PAYMENT.CAPTURE.COMPLETED' }, `/orders/${orderId}/events`);
  await assertActivatedOnce(t, system, member.uid, paymentId);
  t.equal(await active(system, member.token), true);
});

t.test('a PENDING capture that is then DENIED never activates', async (t) => {
  const system = await startSystem(t);
  const { member, orderId, paymentId } = await paypalCapture(system, 'PENDING');
  await system.control('paypal', { event_type: 'PAYMENT.CAPTURE.DENIED' }, `/orders/${orderId}/events`);
  await webhooksSettled(system, 3);
  t.equal(await statusOf(system, paymentId), 'failed');
  t.equal(await active(system, member.token), false);
});

t.test('a DECLINED capture fails the payment and never activates', async (t) => {
  const system = await startSystem(t);
  const { member, paymentId, capture } = await paypalCapture(system, 'DECLINED');
  t.same(capture, { success: false, status: 'failed' });
  t.equal(await statusOf(system, paymentId), 'failed');
  t.equal(await active(system, member.token), false);
});

t.test('a PayPal refund takes back the weeks and the commission', async (t) => {
  const system = await startSystem(t);
  const { member, paymentId } = await paypalCapture(system);
  await assertActivatedOnce(t, system, member.uid, paymentId);
  const before = (await system.db.selectFrom('users').select('membership_expiry').where('id', '=', member.uid).executeTakeFirstOrThrow()).membership_expiry!;
  const { capture_ref } = await system.db.selectFrom('payments').select('capture_ref').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const token = await fetch(`${system.sandboxUrl}/paypal/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${sandboxDefaults.paypal.clientId}:${sandboxDefaults.paypal.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const refund = await fetch(`${system.sandboxUrl}/paypal/v2/payments/captures/${capture_ref}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(refund.status, 201);
  await system.eventually(() => statusOf(system, paymentId), (s) => s === 'refunded');
  const after = await system.db.selectFrom('users').select('membership_expiry').where('id', '=', member.uid).executeTakeFirstOrThrow();
  t.equal(after.membership_expiry!.getTime(), before.getTime() - 2 * week);
  t.equal(await active(system, member.token), false);
  const commission = await system.db.selectFrom('payments').select('id').where('status', '=', 'captured').execute();
  t.same(commission, [], 'no captured sale left to earn from');
});

t.test('a Yoco refund takes back the weeks and the commission', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  const { redirectUrl, paymentId } = start.body.data;
  await system.yocoDecision(redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, paymentId);
  const { provider_ref } = await system.db.selectFrom('payments').select('provider_ref').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const refund = await fetch(`${system.sandboxUrl}/yoco/api/checkouts/${provider_ref}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandboxDefaults.yoco.secretKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(refund.status, 202);
  await system.eventually(() => statusOf(system, paymentId), (s) => s === 'refunded');
  t.equal(await active(system, member.token), false);
});
