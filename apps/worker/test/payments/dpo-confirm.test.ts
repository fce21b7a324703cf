import t, { type Test } from 'tap';
import pino from 'pino';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { confirmPayment } from '@guidepass/payments/jobs/confirm-payment';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';

// The one confirm job with DPO's gateway against the sandbox's DPO (its clock ours): paid → activated once; a token
// whose time limit passed unpaid → the payment expires (the transition table's `expire`), never activates.
async function setup(t: Test) {
  let now = Date.now();
  const sandbox = await startSandbox({ dpo: { now: () => now } });
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
    await sandbox.close();
  });
  const { companyToken, serviceType } = sandboxDefaults.dpo;
  const dpo = createDpoClient({ apiBase: `${sandbox.url}/dpo`, companyToken, serviceType, paymentMinutes: 15, paymentUrl: `${sandbox.url}/dpo/payv2.php` });
  const deps: PaymentDeps = { db, commissionRate: 0.1, logger: pino({ level: 'silent' }), paypal: null, yoco: null, dpo };
  const user = await db
    .insertInto('users')
    .values({ email: 'dpo@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  /** A payment started as the api starts one: our row, then DPO's token for it stored as provider_ref. */
  const started = async () => {
    const row = await db
      .insertInto('payments')
      .values({ user_id: user.id, tier_id: 'local', provider: 'dpo', amount_minor: 10000, currency: 'BWP', price_thebe: 10000, weeks: 2 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = await gatewayFor(deps, 'dpo')!.start({ paymentId: row.id, description: 'guidepass Local, 2 weeks', currency: 'BWP', amountMinor: 10000, appUrl: 'http://app.test' });
    await db.updateTable('payments').set({ provider_ref: opened.providerRef }).where('id', '=', row.id).execute();
    return { id: row.id, pageUrl: opened.redirectUrl };
  };
  const state = async (id: string) => {
    const row = await db.selectFrom('payments').select(['status', 'capture_ref']).where('id', '=', id).executeTakeFirstOrThrow();
    const member = await db.selectFrom('users').select('payment_status').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { payment: row.status, member: member.payment_status };
  };
  return { deps, started, state, advance: (ms: number) => (now += ms) };
}

const payByCard = (pageUrl: string, cardNumber: string) =>
  fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ action: 'card', cardNumber, cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' }), redirect: 'manual' });

t.test('an unpaid token is not approved; paid, the confirm job activates it once', async (t) => {
  const { deps, started, state } = await setup(t);
  const payment = await started();
  t.equal(await confirmPayment(deps, payment.id), 'not-approved');
  t.same(await state(payment.id), { payment: 'created', member: 'pending' });
  t.equal((await payByCard(payment.pageUrl, '4111111111111111')).status, 302);
  t.equal(await confirmPayment(deps, payment.id), 'activated');
  t.same(await state(payment.id), { payment: 'captured', member: 'paid' });
  t.equal(await confirmPayment(deps, payment.id), 'already-captured');
});

t.test('past the payment time limit unpaid, the payment expires; a declined card fails it', async (t) => {
  const { deps, started, state, advance } = await setup(t);
  const late = await started();
  const declined = await started();
  t.equal((await payByCard(declined.pageUrl, '4000000000000002')).status, 200);
  t.equal(await confirmPayment(deps, declined.id), 'failed');
  t.same(await state(declined.id), { payment: 'failed', member: 'pending' });
  advance(16 * 60_000);
  t.equal(await confirmPayment(deps, late.id), 'failed');
  t.same(await state(late.id), { payment: 'expired', member: 'pending' });
});
