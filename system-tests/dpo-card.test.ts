import t, { type Test } from 'tap';
import { randomBytes } from 'node:crypto';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';

// Issue 22, card through DPO's hosted page (product.md §13, providers.md §6): start → DPO's page → return → confirm →
// active on the first read; Back → cancelled; a token that is not paid never activates.
const week = 7 * 24 * 60 * 60 * 1000;

const paymentRow = (system: System, paymentId: string) =>
  system.db.selectFrom('payments').select(['status', 'provider', 'provider_ref', 'amount_minor', 'currency', 'weeks', 'price_thebe']).where('id', '=', paymentId).executeTakeFirstOrThrow();

const userRow = (system: System, uid: string) => system.db.selectFrom('users').select(['payment_status', 'membership_expiry']).where('id', '=', uid).executeTakeFirstOrThrow();

/** The member on DPO's hosted page: pays with a test card (or presses Back); answers the page's status and where it sends the browser. */
async function onHostedPage(redirectUrl: string, form: Record<string, string>) {
  const response = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location) : null, html: location ? '' : await response.text() };
}

const card = (cardNumber: string, cardHolder = 'Neo Kgosi') => ({ action: 'card', cardNumber, cardExpiry: '12/39', cardCvv: '123', cardHolder });

async function startDpo(t: Test, system: System, token: string) {
  const started = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, token);
  t.equal(started.status, 200, JSON.stringify(started.body));
  return started.body.data as { redirectUrl: string; paymentId: string; providerRef: string };
}

t.test('DPO card through the hosted page', async (t) => {
  const system = await startSystem(t);
  const { appUrl } = system.config;

  t.test('GET /api/tiers offers DPO with the others, and its first purchase is P100.00 in pula', async (t) => {
    const member = await system.member();
    const tiers = await system.call('GET', '/api/tiers', undefined, member.token);
    t.match(tiers.body.data.providers, { paypal: true, yoco: true, dpo: true });
  });

  t.test('approve with the test card → return → confirm → active 14 days on the first read, P100.00 BWP', async (t) => {
    const member = await system.member();
    const started = await startDpo(t, system, member.token);
    t.ok(started.redirectUrl.startsWith(`${system.sandboxUrl}/dpo/payv2.php?ID=`), 'the browser goes to DPO’s hosted page');
    const row = await paymentRow(system, started.paymentId);
    t.match(row, { status: 'created', provider: 'dpo', provider_ref: started.providerRef, amount_minor: 10000, currency: 'BWP', weeks: 2, price_thebe: 10000 });

    const paid = await onHostedPage(started.redirectUrl, card('4111111111111111'));
    t.equal(paid.status, 302);
    const back = paid.location!;
    t.equal(`${back.origin}${back.pathname}`, `${appUrl}/`, 'DPO sends the member back to the app');
    t.equal(back.searchParams.get('payment'), 'success');
    t.equal(back.searchParams.get('method'), 'dpo');
    t.equal(back.searchParams.get('paymentId'), started.paymentId);

    const before = Date.now();
    const confirm = await system.call('POST', '/api/payments/dpo/confirm', { paymentId: back.searchParams.get('paymentId') }, member.token);
    t.same(confirm.body.data, { success: true, status: 'captured' }, JSON.stringify(confirm.body));
    // The first read after the confirm answers: active, for 2 weeks.
    const user = await userRow(system, member.uid);
    t.equal(user.payment_status, 'paid');
    t.ok(Math.abs(user.membership_expiry!.getTime() - (before + 2 * week)) < 60_000, 'active 14 days');
    t.match(await paymentRow(system, started.paymentId), { status: 'captured', amount_minor: 10000, currency: 'BWP' });
    await assertActivatedOnce(t, system, member.uid, started.paymentId);

    const again = await system.call('POST', '/api/payments/dpo/confirm', { paymentId: started.paymentId }, member.token);
    t.equal(again.body.data.success, true, 'confirming again changes nothing');
    await assertActivatedOnce(t, system, member.uid, started.paymentId);
  });

  t.test('decline then Back → the cancel address; not active, the payment not captured', async (t) => {
    const member = await system.member();
    const started = await startDpo(t, system, member.token);
    const declined = await onHostedPage(started.redirectUrl, card('4000000000000002'));
    t.equal(declined.status, 200, 'the page stays, saying it was declined');
    t.match(declined.html, /Declined/);
    const left = await onHostedPage(started.redirectUrl, { action: 'back' });
    t.equal(left.status, 302);
    t.equal(`${left.location!.origin}${left.location!.pathname}`, `${appUrl}/payment-cancel`, 'Back → the cancelled view');
    t.equal(left.location!.searchParams.get('method'), 'dpo');

    const confirm = await system.call('POST', '/api/payments/dpo/confirm', { paymentId: started.paymentId }, member.token);
    t.equal(confirm.body.data.success, false, JSON.stringify(confirm.body));
    t.not((await paymentRow(system, started.paymentId)).status, 'captured');
    t.not((await userRow(system, member.uid)).payment_status, 'paid');
  });

  t.test('an unpaid token confirmed by hand stays unpaid', async (t) => {
    const member = await system.member();
    const started = await startDpo(t, system, member.token);
    const confirm = await system.call('POST', '/api/payments/dpo/confirm', { paymentId: started.paymentId }, member.token);
    t.equal(confirm.body.data.success, false, JSON.stringify(confirm.body));
    t.equal((await paymentRow(system, started.paymentId)).status, 'created', 'still waiting for the member');
    t.not((await userRow(system, member.uid)).payment_status, 'paid');

    // Another payment's paid token, named in the address, proves nothing for this one: ours is the token we stored.
    const other = await system.member();
    const paidElsewhere = await startDpo(t, system, other.token);
    await onHostedPage(paidElsewhere.redirectUrl, card('4111111111111111'));
    const forged = await system.call('POST', `/api/payments/dpo/confirm?TransactionToken=${paidElsewhere.providerRef}`, { paymentId: started.paymentId }, member.token);
    t.equal(forged.body.data.success, false);
    t.equal((await paymentRow(system, started.paymentId)).status, 'created');
  });

  t.test("a member named O'Brien & <Sons> pays: the name goes through DPO's XML and back escaped", async (t) => {
    const email = `o${randomBytes(4).toString('hex')}@example.com`;
    const name = { firstName: "O'Brien", lastName: '& <Sons>' };
    const signup = await system.call('POST', '/auth/signup', { email, password: 'delta-safari-9', confirmPassword: 'delta-safari-9', ...name });
    t.equal(signup.status, 201, JSON.stringify(signup.body));
    const uid = signup.body.data.uid as string;
    const emailToken = await system.db.selectFrom('email_tokens').select('id').where('user_id', '=', uid).executeTakeFirstOrThrow();
    await system.call('POST', '/auth/verify-email', { email, code: deriveEmailToken(system.config.jwtSecret, emailToken.id).code });
    const token = (await system.call('POST', '/auth/login', { email, password: 'delta-safari-9' })).body.data.accessToken as string;

    const started = await startDpo(t, system, token);
    const paid = await onHostedPage(started.redirectUrl, card('4111111111111111', "O'Brien & <Sons>"));
    t.equal(paid.status, 302, paid.html);
    const verification = await system.app.providers.dpo!.verifyToken(started.providerRef, { amountMinor: 10000, currency: 'BWP', companyRef: started.paymentId });
    t.equal(verification.customerName, "O'Brien & <Sons>", 'the name comes back as written');
    const confirm = await system.call('POST', '/api/payments/dpo/confirm', { paymentId: started.paymentId }, token);
    t.same(confirm.body.data, { success: true, status: 'captured' }, JSON.stringify(confirm.body));
    await assertActivatedOnce(t, system, uid, started.paymentId);
  });
});

t.test('DPO down: starting answers provider-unavailable, and the other methods are still offered', async (t) => {
  const { dpo } = sandboxDefaults;
  // Nothing listens on port 9 here: every DPO call fails as in an outage.
  const system = await startSystem(t, { env: { DPO_COMPANY_TOKEN: dpo.companyToken, DPO_SERVICE_TYPE: dpo.serviceType, DPO_API_BASE: 'http://127.0.0.1:9' } });
  const member = await system.member();
  const started = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, member.token);
  t.equal(started.status, 503, JSON.stringify(started.body));
  t.match(started.body, { error: { reason: 'provider-unavailable' } });
  const rows = await system.db.selectFrom('payments').select('status').where('user_id', '=', member.uid).execute();
  t.same(rows, [{ status: 'failed' }], 'nothing left half-done');
  const tiers = await system.call('GET', '/api/tiers', undefined, member.token);
  t.equal(tiers.status, 200);
  t.match(tiers.body.data.providers, { paypal: true, yoco: true });
  const yoco = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  t.equal(yoco.status, 200, 'another method still starts');
});
