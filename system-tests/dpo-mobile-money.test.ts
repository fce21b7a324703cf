import t, { type Test } from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce, expiryOf } from './assertions.ts';

// Issue 22 item 4 (product.md §13, providers.md §6.4): mobile money in the app. The member's number and wallet go to
// DPO (createToken, ChargeTokenMobile); what the phone does is played by the sandbox's control; from then on the app
// makes no call: the worker asks verifyToken until the answer is final or the time limit has passed.
const week = 7 * 24 * 60 * 60 * 1000;

const paymentStatus = async (system: System, paymentId: string) =>
  (await system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;

const paymentCount = async (system: System, uid: string) =>
  (await system.db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', uid).executeTakeFirstOrThrow()).n;

/** What the member's phone does with the request (POST /dpo/_control/mobile/{TransToken}). */
async function onThePhone(system: System, transToken: string, outcome: 'approved' | 'declined' | 'timeout') {
  const response = await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${transToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`phone control: ${response.status} ${await response.text()}`);
}

async function startMobile(t: Test, system: System, token: string, mobile = { phone: '71 234 567', operator: 'orange' }) {
  const started = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile }, token);
  t.equal(started.status, 200, JSON.stringify(started.body));
  return started.body.data as { paymentId: string; providerRef: string; status: string; instructions: string; phone: string; operator: string; priceThebe: number; expiresAt: string };
}

t.test('DPO mobile money in the app', async (t) => {
  const system = await startSystem(t);
  // No notification from DPO here (the harness sets one): what credits the payment is the worker's own asking.
  const portal = await fetch(`${system.sandboxUrl}/dpo/_control/portal/${sandboxDefaults.dpo.companyToken}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notificationUrl: null }),
  });
  t.equal(portal.status, 200, 'DPO notifications off');

  t.test('the wallets come from the account, and nothing is remembered before a first payment', async (t) => {
    const member = await system.member();
    const options = await system.call('GET', '/api/payments/dpo/mobile', undefined, member.token);
    t.equal(options.status, 200, JSON.stringify(options.body));
    t.same(options.body.data, { operators: ['orange', 'mascom', 'btc'], timeLimitMinutes: 15, remembered: null });
    const paypal = await system.call('GET', '/api/payments/paypal/mobile', undefined, member.token);
    t.equal(paypal.status, 404);
    t.equal(paypal.body.error.reason, 'mobile-money-not-offered');
  });

  t.test('a number that is not a Botswana mobile, or a wallet not offered, is a 400 and records nothing', async (t) => {
    const member = await system.member();
    for (const phone of ['12345', '+27 71 234 567', '61 234 567', '71 234 5678', 'seven one two']) {
      const answer = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone, operator: 'orange' } }, member.token);
      t.equal(answer.status, 400, phone);
      t.equal(answer.body.error.reason, 'invalid-mobile-number', phone);
    }
    const wallet = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone: '71234567', operator: 'mtn' } }, member.token);
    t.equal(wallet.status, 400);
    t.equal(wallet.body.error.reason, 'wallet-not-offered');
    t.equal(Number(await paymentCount(system, member.uid)), 0, 'no payment recorded');
  });

  t.test('approved on the phone → active within 10 s with no further call from the app; told by mail; the number kept', async (t) => {
    const member = await system.member();
    const started = await startMobile(t, system, member.token, { phone: '+267 71 234 567', operator: 'orange' });
    t.match(started, { status: 'awaiting-approval', phone: '26771234567', operator: 'orange', priceThebe: 10000 });
    t.match(started.instructions, /Orange Money/, "the wallet's own instructions");
    const limit = Date.parse(started.expiresAt) - Date.now();
    t.ok(limit > 14 * 60_000 && limit <= 15 * 60_000, 'the time limit is the token’s 15 minutes');
    t.equal(await paymentStatus(system, started.paymentId), 'created');

    await onThePhone(system, started.providerRef, 'approved');
    const approvedAt = Date.now();
    const status = await system.eventually(() => paymentStatus(system, started.paymentId), (s) => s === 'captured', 10_000, 100);
    t.equal(status, 'captured', 'credited by the worker alone');
    t.ok(Date.now() - approvedAt <= 10_000, `active ${Date.now() - approvedAt} ms after the approval`);
    await assertActivatedOnce(t, system, member.uid, started.paymentId);
    t.ok(Math.abs((await expiryOf(system, member.uid)).getTime() - (approvedAt + 2 * week)) < 60_000, 'two weeks');

    const mails = await system.eventually(() => system.inbox(member.email), (list) => list.some((mail) => mail.subject.startsWith('Your guidepass receipt')));
    t.ok(mails.some((mail) => mail.subject.startsWith('Your guidepass receipt')), 'the receipt is mailed');
    const read = await system.call('GET', `/api/payments/${started.paymentId}`, undefined, member.token);
    t.equal(read.body.data.status, 'captured');
    const options = await system.call('GET', '/api/payments/dpo/mobile', undefined, member.token);
    t.same(options.body.data.remembered, { phone: '26771234567', operator: 'orange' }, 'the number and wallet are kept for next time');

    t.test('"Renew now" with mobile money is one tap to the number used last', async (t) => {
      const before = await expiryOf(system, member.uid);
      const renewal = await system.call('POST', '/api/membership/renew/mobile', { provider: 'dpo' }, member.token);
      t.equal(renewal.status, 200, JSON.stringify(renewal.body));
      t.match(renewal.body.data, { status: 'awaiting-approval', phone: '26771234567', operator: 'orange', priceThebe: 5000 });
      await onThePhone(system, renewal.body.data.providerRef, 'approved');
      const after = await system.eventually(() => expiryOf(system, member.uid), (expiry) => expiry.getTime() > before.getTime(), 10_000, 100);
      t.equal(after.getTime() - before.getTime(), week, 'one more week');
    });
  });

  t.test('declined on the phone → failed, and the app reads why', async (t) => {
    const member = await system.member();
    const started = await startMobile(t, system, member.token, { phone: '72 345 678', operator: 'mascom' });
    await onThePhone(system, started.providerRef, 'declined');
    const status = await system.eventually(() => paymentStatus(system, started.paymentId), (s) => s !== 'created', 10_000, 100);
    t.equal(status, 'failed');
    const read = await system.call('GET', `/api/payments/${started.paymentId}`, undefined, member.token);
    t.equal(read.body.data.status, 'failed', 'the payment view shows the declined message for this state');
    const user = await system.db.selectFrom('users').select('payment_status').where('id', '=', member.uid).executeTakeFirstOrThrow();
    t.not(user.payment_status, 'paid');
  });

  t.test('no answer from the phone, the time limit passes → expired', async (t) => {
    const member = await system.member();
    const started = await startMobile(t, system, member.token, { phone: '73456789', operator: 'btc' });
    await onThePhone(system, started.providerRef, 'timeout');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    t.equal(await paymentStatus(system, started.paymentId), 'created', 'still waiting while the time limit runs');
    const expire = await fetch(`${system.sandboxUrl}/dpo/_control/expire/${started.providerRef}`, { method: 'POST' });
    t.equal(expire.status, 200);
    const status = await system.eventually(() => paymentStatus(system, started.paymentId), (s) => s !== 'created', 10_000, 100);
    t.equal(status, 'expired');
  });

  t.test('the wallet needs the member on its page (RedirectOption 1): the start answers that page to open', async (t) => {
    const control = (body: object) => fetch(`${system.sandboxUrl}/dpo/_control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    t.equal((await control({ mobileRedirect: true })).status, 200);
    t.teardown(() => control({ mobileRedirect: false }));
    const member = await system.member();
    const started = (await startMobile(t, system, member.token)) as { providerRef: string; redirectUrl?: string };
    t.equal(started.redirectUrl, `${system.sandboxUrl}/dpo/payv2.php?ID=${started.providerRef}`);
  });

  t.test('"Renew now" with mobile money without a number used before is a 400', async (t) => {
    const member = await system.member();
    const renewal = await system.call('POST', '/api/membership/renew/mobile', { provider: 'dpo', selectedTierId: 'local' }, member.token);
    t.equal(renewal.status, 400);
    t.equal(renewal.body.error.reason, 'no-remembered-number');
  });
});
