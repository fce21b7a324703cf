import t, { type Test } from 'tap';
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

/** A member who paid a first (2-week) local membership with Yoco, activated once. */
async function yocoPaid(t: Test, system: System) {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  const { redirectUrl, paymentId } = start.body.data;
  await system.yocoDecision(redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, paymentId);
  const { provider_ref } = await system.db.selectFrom('payments').select('provider_ref').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { member, paymentId: paymentId as string, provider_ref: provider_ref! };
}

/** Asks the PayPal stand-in to refund a capture (body '{}' for all that is left), as the merchant's dashboard would. */
async function paypalRefund(system: System, captureRef: string, body: string) {
  const token = await fetch(`${system.sandboxUrl}/paypal/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${sandboxDefaults.paypal.clientId}:${sandboxDefaults.paypal.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  return fetch(`${system.sandboxUrl}/paypal/v2/payments/captures/${captureRef}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body,
  });
}

/** Asks the Yoco stand-in to refund a checkout (body '{}' for all that is left). */
function yocoRefund(system: System, checkoutId: string, body: string) {
  return fetch(`${system.sandboxUrl}/yoco/api/checkouts/${checkoutId}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandboxDefaults.yoco.secretKey}`, 'content-type': 'application/json' },
    body,
  });
}

/** What the payment's recorded refunds took back, and its status and the member's expiry. */
async function refundState(system: System, paymentId: string, userId: string) {
  const taken = await system.db
    .selectFrom('payment_refunds')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('commission_clawback_thebe').as('clawback'), eb.fn.sum<string>('weeks_taken_back').as('weeks')])
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const user = await system.db.selectFrom('users').select('membership_expiry').where('id', '=', userId).executeTakeFirstOrThrow();
  return { n: Number(taken.n), clawback: Number(taken.clawback ?? 0), weeks: Number(taken.weeks ?? 0), status: await statusOf(system, paymentId), expiry: user.membership_expiry!.getTime() };
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
  const refund = await paypalRefund(system, capture_ref!, '{}');
  t.equal(refund.status, 201);
  await system.eventually(() => statusOf(system, paymentId), (s) => s === 'refunded');
  const after = await system.db.selectFrom('users').select('membership_expiry').where('id', '=', member.uid).executeTakeFirstOrThrow();
  // What the period still had ahead is taken back (product.md §18); the seconds already used were used.
  t.ok(after.membership_expiry!.getTime() <= Date.now(), 'the membership ends at the refund');
  t.ok(after.membership_expiry!.getTime() > before.getTime() - 2 * week);
  t.equal(await active(system, member.token), false);
  const commission = await system.db.selectFrom('payments').select('id').where('status', '=', 'captured').execute();
  t.same(commission, [], 'no captured sale left to earn from');
});

t.test('a Yoco refund takes back the weeks and the commission', async (t) => {
  const system = await startSystem(t);
  const { member, paymentId, provider_ref } = await yocoPaid(t, system);
  const refund = await yocoRefund(system, provider_ref, '{}');
  t.equal(refund.status, 202);
  await system.eventually(() => statusOf(system, paymentId), (s) => s === 'refunded');
  t.equal(await active(system, member.token), false);
});

t.test('partial PayPal refunds claw back commission pro rata and take back the same share of the period', async (t) => {
  const system = await startSystem(t);
  const { member, paymentId } = await paypalCapture(system); // local, 2 weeks: USD 7.40, commission P10
  await assertActivatedOnce(t, system, member.uid, paymentId);
  const { capture_ref } = await system.db.selectFrom('payments').select('capture_ref').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const before = (await refundState(system, paymentId, member.uid)).expiry;
  const amount = (value: string) => JSON.stringify({ amount: { value, currency_code: 'USD' } });

  t.equal((await paypalRefund(system, capture_ref!, amount('2.22'))).status, 201, '30 %');
  const first = await system.eventually(() => refundState(system, paymentId, member.uid), (s) => s.n === 1);
  t.same(first, { n: 1, clawback: 300, weeks: 0, status: 'captured', expiry: before - 0.3 * 2 * week });
  t.equal(await active(system, member.token), true);

  t.equal((await paypalRefund(system, capture_ref!, amount('2.22'))).status, 201, '60 % in all');
  const second = await system.eventually(() => refundState(system, paymentId, member.uid), (s) => s.n === 2);
  t.same(second, { n: 2, clawback: 600, weeks: 1, status: 'captured', expiry: before - 0.6 * 2 * week });

  t.equal((await paypalRefund(system, capture_ref!, '{}')).status, 201, 'the rest');
  const last = await system.eventually(() => refundState(system, paymentId, member.uid), (s) => s.n === 3);
  t.match(last, { n: 3, clawback: 1000, weeks: 2, status: 'refunded' });
  t.ok(last.expiry <= Date.now() && last.expiry > before - 2 * week, 'the rest of the period still ahead is taken back');
});

t.test('a partial Yoco refund keeps the payment captured and takes back its share of the period', async (t) => {
  const system = await startSystem(t);
  const { member, paymentId, provider_ref } = await yocoPaid(t, system); // local, 2 weeks: R133.00, commission P10
  const before = (await refundState(system, paymentId, member.uid)).expiry;
  t.equal((await yocoRefund(system, provider_ref, JSON.stringify({ amount: 7980 }))).status, 202, '60 %');
  const state = await system.eventually(() => refundState(system, paymentId, member.uid), (s) => s.n === 1);
  t.same(state, { n: 1, clawback: 600, weeks: 1, status: 'captured', expiry: before - 0.6 * 2 * week });
  t.equal(await active(system, member.token), true, 'the week not refunded is still there');
});
