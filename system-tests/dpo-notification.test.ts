import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';

// Issue 22 items 5 and 6 (product.md §13, providers.md §6.5): POST /webhooks/dpo takes DPO's unsigned notification as a
// hint (200 at once, a verify queued for the payment it names, nothing in it believed); DPO members are reminded like
// Yoco's, the reminder leading to DPO.
const env = { RENEWAL_REMINDER_HOURS: String(15 * 24), LIFECYCLE_SWEEP_SECONDS: '1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const paymentStatus = async (system: System, paymentId: string) =>
  (await system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;

async function dpoControl(system: System, method: string, path: string, body?: unknown) {
  const response = await fetch(`${system.sandboxUrl}/dpo/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`dpo control ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<any>;
}

const notify = (system: System, body: string, type = 'application/xml') =>
  fetch(`${system.apiUrl}/webhooks/dpo`, { method: 'POST', headers: { 'content-type': type }, body }).then(async (r) => ({ status: r.status, text: await r.text() }));

const xml = (fields: string) => `<?xml version="1.0" encoding="utf-8"?><API3G><Result>000</Result><ResultExplanation>Transaction Paid</ResultExplanation>${fields}</API3G>`;

/** A card payment paid on DPO's hosted page, the browser never coming back: only the notification can tell us. */
async function paidWithoutReturn(system: System, token: string) {
  const started = (await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, token)).body.data as { redirectUrl: string; paymentId: string; providerRef: string };
  const card = { action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' };
  const page = await fetch(started.redirectUrl, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  if (page.status !== 302) throw new Error(`hosted page answered ${page.status}`);
  return started;
}

t.test('DPO notifications and reminders', async (t) => {
  const system = await startSystem(t, { env });
  // The harness sets DPO's notification URL to the app's, as DPO's portal would be.
  const portal = await dpoControl(system, 'GET', '');
  t.equal(portal.companies.find((c: { companyToken: string }) => c.companyToken === sandboxDefaults.dpo.companyToken)?.notificationUrl, `${system.config.appUrl}/webhooks/dpo`);

  t.test('a duplicated, late notification credits the payment once, and a resend later changes nothing', async (t) => {
    await dpoControl(system, 'POST', '', { notifications: { duplicate: 3, delayMs: 1_500 } });
    t.teardown(() => dpoControl(system, 'POST', '', { notifications: { duplicate: 1, delayMs: 0 } }));
    const member = await system.member();
    const started = await paidWithoutReturn(system, member.token);
    t.equal(await paymentStatus(system, started.paymentId), 'created', 'nothing before the notification');
    const status = await system.eventually(() => paymentStatus(system, started.paymentId), (s) => s === 'captured', 10_000, 100);
    t.equal(status, 'captured', 'the notification had the payment verified and credited');
    await assertActivatedOnce(t, system, member.uid, started.paymentId);

    await dpoControl(system, 'POST', `/notifications/${started.providerRef}`, {});
    const log = await system.eventually(
      async () => ((await dpoControl(system, 'GET', '/notifications')).notifications as any[]).filter((n) => n.transactionToken === started.providerRef),
      (list) => list.length >= 6,
    );
    t.equal(log.length, 6, 'three copies, then three of the resend');
    t.ok(log.every((attempt) => attempt.status === 200 && attempt.acknowledged), 'each answered 200 "OK"');
    await sleep(1_000);
    await assertActivatedOnce(t, system, member.uid, started.paymentId);
    const receipts = (await system.inbox(member.email)).filter((mail) => mail.subject.startsWith('Your guidepass receipt'));
    t.equal(receipts.length, 1, 'one receipt');
  });

  t.test('garbage, unknown tokens and forged results change nothing', async (t) => {
    const member = await system.member();
    const unpaid = (await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, member.token)).body.data as { paymentId: string; providerRef: string };

    t.equal((await notify(system, 'not a notification', 'text/plain')).status, 400, 'a body naming no token is a 400');
    t.equal((await notify(system, '<API3G><TransactionToken>bad token!</TransactionToken></API3G>')).status, 400);
    t.equal((await notify(system, '<API3G><Result>000')).status, 400, 'broken XML');
    const unknown = await notify(system, xml('<TransactionToken>0B5D5D5A-0000-4000-8000-000000000000</TransactionToken>'));
    t.same(unknown, { status: 200, text: 'OK' }, 'an unknown token is answered like any other');
    // The body says "paid" for a token that is not: only verifyToken counts.
    const forged = await notify(system, xml(`<TransactionToken>${unpaid.providerRef}</TransactionToken><CompanyRef>${unpaid.paymentId}</CompanyRef><TransactionAmount>100.00</TransactionAmount>`));
    t.same(forged, { status: 200, text: 'OK' });
    const form = await notify(system, new URLSearchParams({ TransactionToken: unpaid.providerRef, CompanyRef: unpaid.paymentId }).toString(), 'application/x-www-form-urlencoded');
    t.equal(form.status, 200, 'the form-encoded notification is read too');
    await sleep(1_500);
    t.equal(await paymentStatus(system, unpaid.paymentId), 'created', 'still unpaid');
    const user = await system.db.selectFrom('users').select('payment_status').where('id', '=', member.uid).executeTakeFirstOrThrow();
    t.not(user.payment_status, 'paid');
  });

  t.test('the PayPal and Yoco webhook addresses still answer', async (t) => {
    for (const provider of ['paypal', 'yoco']) {
      const response = await fetch(`${system.apiUrl}/webhooks/${provider}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      t.equal(response.status, 400, `${provider}: an unsigned event is refused, not unknown`);
      t.equal(((await response.json()) as any).error.reason, 'invalid-signature');
    }
  });

  t.test('a member who paid with mobile money is reminded like a Yoco member, the link leading back to DPO', async (t) => {
    const member = await system.member();
    const started = (await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone: '71234567', operator: 'orange' } }, member.token)).body.data;
    await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${started.providerRef}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"outcome":"approved"}' });
    const reminders = await system.eventually(async () => (await system.inbox(member.email)).filter((mail) => /^Your guidepass membership ends in /.test(mail.subject)), (mails) => mails.length > 0, 20_000);
    t.equal(reminders.length, 1, 'reminded before the end');
    t.match(reminders[0]!.text, `${system.config.appUrl}/?renew=1&method=dpo`);
  });
});
