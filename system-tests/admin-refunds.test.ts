import t, { type Test } from 'tap';
import { sql } from 'kysely';
import { messages } from '@guidepass/domain/messages';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce, expiryOf, webhooksSettled } from './assertions.ts';

// Refunds from the app (issue 22 item 7, product.md §13): POST /api/admin/payments/{id}/refund through the payment's
// own provider's stand-in, once, with the take-back of a provider refund event (weeks, commission), which the
// provider's own refund event then leaves as it is.
const week = 7 * 24 * 60 * 60 * 1000;
const adminEmail = 'refunds-admin@example.com';

type Paid = { member: { uid: string; email: string; token: string }; paymentId: string };

async function paidWithPayPal(t: Test, system: System): Promise<Paid> {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
  await system.paypalDecision(start.body.data.redirectUrl, 'approve');
  await system.call('POST', '/api/payments/paypal/capture', { orderId: start.body.data.orderId }, member.token);
  await assertActivatedOnce(t, system, member.uid, start.body.data.paymentId);
  return { member, paymentId: start.body.data.paymentId };
}

async function paidWithYoco(t: Test, system: System): Promise<Paid> {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  await system.yocoDecision(start.body.data.redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, start.body.data.paymentId);
  return { member, paymentId: start.body.data.paymentId };
}

async function paidWithDpo(t: Test, system: System): Promise<Paid> {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, member.token);
  const card = { action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' };
  await fetch(start.body.data.redirectUrl, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  await system.call('POST', '/api/payments/dpo/confirm', { paymentId: start.body.data.paymentId }, member.token);
  await assertActivatedOnce(t, system, member.uid, start.body.data.paymentId);
  return { member, paymentId: start.body.data.paymentId };
}

/** The payment's status, its recorded refunds and the commission it earned. */
async function taken(system: System, paymentId: string) {
  const payment = await system.db.selectFrom('payments').select(['status', 'commission_thebe', 'amount_minor']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const refunds = await system.db.selectFrom('payment_refunds').select(['amount_minor', 'commission_clawback_thebe', 'weeks_taken_back']).where('payment_id', '=', paymentId).execute();
  return { ...payment, refunds };
}

t.test('refunds from the app, through each provider', async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: adminEmail } });
  const admin = await system.member(adminEmail);
  const refund = (paymentId: string, body: object, token = admin.token) => system.call('POST', `/api/admin/payments/${paymentId}/refund`, body, token);

  t.test('PayPal, half then the rest: each refunded at PayPal, each taking back its share of the period and the commission; then 409', async (t) => {
    const { member, paymentId } = await paidWithPayPal(t, system);
    const before = await expiryOf(system, member.uid);
    const { commission_thebe, amount_minor } = await taken(system, paymentId);
    const answer = await refund(paymentId, { amountThebe: 5000, reason: 'Asked to stop after a week' });
    t.equal(answer.status, 200, JSON.stringify(answer.body));
    t.same(answer.body.data, { paymentId, status: 'captured', refundedThebe: 5000, refundedMinor: Math.round(amount_minor / 2), currency: 'USD', refundState: 'approved' });
    t.equal((await expiryOf(system, member.uid)).getTime(), before.getTime() - week, 'one of the two weeks taken back');
    t.same((await taken(system, paymentId)).refunds, [{ amount_minor: Math.round(amount_minor / 2), commission_clawback_thebe: Math.round(commission_thebe! / 2), weeks_taken_back: 1 }]);

    // Issue 30: after a partial refund the rest used to be refused (409) for ever. More than is left is a 400.
    const tooMuch = await refund(paymentId, { amountThebe: 6000, reason: 'more than is left' });
    t.equal(tooMuch.status, 400);
    t.match(tooMuch.body.error, { reason: 'invalid-refund-amount', message: messages.refundAmountOverRemainder('P50') });
    const rest = await refund(paymentId, { reason: 'The rest, after all' });
    t.equal(rest.status, 200, JSON.stringify(rest.body));
    t.same(rest.body.data, { paymentId, status: 'refunded', refundedThebe: 5000, refundedMinor: amount_minor - Math.round(amount_minor / 2), currency: 'USD', refundState: 'approved' });
    t.ok((await expiryOf(system, member.uid)).getTime() <= Date.now(), 'the rest of the period taken back: no longer active');
    t.equal((await taken(system, paymentId)).refunds.length, 2);

    const again = await refund(paymentId, { reason: 'twice' });
    t.equal(again.status, 409);
    t.match(again.body.error, { code: 'aborted', reason: 'payment-already-refunded' });
    // PayPal's PAYMENT.CAPTURE.REFUNDED for each refund arrives and is processed: it finds it recorded.
    await webhooksSettled(system, 4);
    const events = await sql<{ n: number }>`select count(*)::int as n from webhook_events where type = 'PAYMENT.CAPTURE.REFUNDED'`.execute(system.db);
    t.equal(events.rows[0]!.n, 2, "PayPal's refund events came");
    t.equal((await taken(system, paymentId)).refunds.length, 2, 'and took back nothing more');
  });

  t.test('Yoco, whole: refunded, both weeks and the whole commission taken back, the member no longer active', async (t) => {
    const { member, paymentId } = await paidWithYoco(t, system);
    const { commission_thebe, amount_minor } = await taken(system, paymentId);
    const answer = await refund(paymentId, { reason: 'Paid twice by mistake' });
    t.equal(answer.status, 200, JSON.stringify(answer.body));
    t.same(answer.body.data, { paymentId, status: 'refunded', refundedThebe: 10000, refundedMinor: amount_minor, currency: 'ZAR', refundState: 'approved' });
    t.same(await taken(system, paymentId), { status: 'refunded', commission_thebe, amount_minor, refunds: [{ amount_minor, commission_clawback_thebe: commission_thebe, weeks_taken_back: 2 }] });
    t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, false);
    t.equal((await refund(paymentId, { reason: 'again' })).status, 409);
    const email = (await system.db.selectFrom('users').select('email').where('id', '=', member.uid).executeTakeFirstOrThrow()).email;
    const shown = await system.call('GET', `/admin/members?email=${encodeURIComponent(email)}`, undefined, admin.token);
    t.match(shown.body.data.payments, [{ id: paymentId, provider: 'yoco', status: 'refunded', priceThebe: 10000, amountMinor: amount_minor, currency: 'ZAR', refundedMinor: amount_minor }], "the admin's member view shows it refunded");
    // Yoco's refund.succeeded names the refund id Yoco answered: recorded once.
    await system.eventually(
      async () => (await sql<{ n: number }>`select count(*)::int as n from webhook_events where type = 'refund.succeeded' and processed_at is not null`.execute(system.db)).rows[0]!.n,
      (n) => n === 1,
    );
    t.equal((await taken(system, paymentId)).refunds.length, 1);
    // The member is told once, whichever of the app and Yoco's event recorded it.
    const told = await system.eventually(() => system.inbox(member.email), (mails) => mails.some((mail) => /was refunded/.test(mail.subject)));
    const refundMails = told.filter((mail) => /was refunded/.test(mail.subject));
    t.equal(refundMails.length, 1);
    t.match(refundMails[0]!.text, `Refunded: P100 (${(amount_minor / 100).toFixed(2)} ZAR)`);
    t.match(refundMails[0]!.text, 'Weeks taken back: 2');
    // Ended by the refund: said as such (product.md §17), not "not active".
    t.match(refundMails[0]!.text, /Your payment of P100 on \d+ \w+ was refunded; your membership ended on \d+ \w+\./);
  });

  t.test('DPO, whole: refundToken at DPO, the take-back here, once', async (t) => {
    const { member, paymentId } = await paidWithDpo(t, system);
    const { commission_thebe } = await taken(system, paymentId);
    const answer = await refund(paymentId, { reason: "O'Brien & <Sons> asked" });
    t.equal(answer.status, 200, JSON.stringify(answer.body));
    t.same(answer.body.data, { paymentId, status: 'refunded', refundedThebe: 10000, refundedMinor: 10000, currency: 'BWP', refundState: 'approved' });
    t.same((await taken(system, paymentId)).refunds, [{ amount_minor: 10000, commission_clawback_thebe: commission_thebe, weeks_taken_back: 2 }]);
    t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, false);
    t.equal((await refund(paymentId, { reason: 'again' })).status, 409);
    const told = await system.eventually(() => system.inbox(member.email), (mails) => mails.some((mail) => /was refunded/.test(mail.subject)));
    t.match(told.find((mail) => /was refunded/.test(mail.subject))!.text, /Refunded: P100\n/, 'charged in pula at the price: the pula amount alone');
  });

  t.test('the provider failing is a 503 provider-unavailable and changes nothing; a later try refunds', async (t) => {
    const { member, paymentId } = await paidWithPayPal(t, system);
    const before = await expiryOf(system, member.uid);
    await system.control('paypal', { failNext: { path: 'refund', status: 503, count: 10 } });
    const failed = await refund(paymentId, { reason: 'PayPal down' });
    await system.control('paypal', { reset: true });
    t.equal(failed.status, 503);
    t.match(failed.body.error, { code: 'unavailable', reason: 'provider-unavailable', message: /PayPal did not refund the payment, and nothing was changed/ });
    t.match(await taken(system, paymentId), { status: 'captured', refunds: [] });
    t.equal((await expiryOf(system, member.uid)).getTime(), before.getTime());
    t.equal((await refund(paymentId, { reason: 'PayPal back' })).status, 200);
  });

  t.test('not the admin, not paid, unknown: 4xx in the error shape, nothing refunded', async (t) => {
    const { member, paymentId } = await paidWithYoco(t, system);
    const other = await system.member();
    for (const token of [member.token, other.token]) {
      const answer = await refund(paymentId, { reason: 'mine' }, token);
      t.equal(answer.status, 403);
      t.match(answer.body.error, { code: 'permission-denied', reason: 'not-admin' });
    }
    t.equal((await system.call('POST', `/api/admin/payments/${paymentId}/refund`, { reason: 'x' })).status, 401);
    const unpaid = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, other.token);
    const notPaid = await refund(unpaid.body.data.paymentId, { reason: 'not paid' });
    t.equal(notPaid.status, 409);
    t.match(notPaid.body.error, { reason: 'payment-not-refundable' });
    t.equal((await refund('00000000-0000-4000-8000-000000000000', { reason: 'forged' })).status, 404);
    t.equal((await refund('not-a-payment', { reason: 'forged' })).status, 400);
    const badBodies = [{}, { reason: '' }, { reason: '   ' }, { reason: 'x', amountThebe: 0 }, { reason: 'x', amountThebe: 12.5 }, { reason: 'x', amountThebe: '5000' }, { reason: 'x', extra: 1 }];
    for (const body of badBodies) {
      const answer = await refund(paymentId, body);
      t.equal(answer.status, 400, JSON.stringify(body));
      t.match(answer.body.error, { code: 'invalid-argument', message: String });
    }
    const tooMuch = await refund(paymentId, { reason: 'more than paid', amountThebe: 10001 });
    t.equal(tooMuch.status, 400);
    t.match(tooMuch.body.error, { reason: 'invalid-refund-amount', message: 'A refund can be at most P100, the price of the payment.' });
    t.match(await taken(system, paymentId), { status: 'captured', refunds: [] });
  });
});
