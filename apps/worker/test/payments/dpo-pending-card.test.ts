import t from 'tap';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { sandboxDpoMobileOperators } from '@guidepass/sandbox/dpo/dpo-defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { eventually } from '../../../../harness/eventually.ts';
import { startWorkerFixture } from '../helper.ts';

// Pending is not final (providers.md §6.8): a card's confirm that finds the token not paid yet (900) or pending (003,
// 007) leaves the payment as it is, and the worker keeps verifying with backoff until the PTL has passed.
t.test('a pending DPO card payment is verified again until it is paid', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const { companyToken, serviceType } = sandboxDefaults.dpo;
  const dpoEnv = { DPO_COMPANY_TOKEN: companyToken, DPO_SERVICE_TYPE: serviceType, DPO_API_BASE: `${sandbox.url}/dpo`, DPO_PAYMENT_URL: `${sandbox.url}/dpo/payv2.php`, DPO_MOBILE_OPERATORS: sandboxDpoMobileOperators };
  const { db, queue } = await startWorkerFixture<PaymentJob>(t, queueNames.payments, dpoEnv);
  const dpo = createDpoClient({ apiBase: dpoEnv.DPO_API_BASE, companyToken, serviceType, paymentMinutes: 15, paymentUrl: dpoEnv.DPO_PAYMENT_URL });
  const gateway = gatewayFor({ paypal: null, yoco: null, dpo }, 'dpo')!;
  const user = await db
    .insertInto('users')
    .values({ email: 'card@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();

  async function cardPayment() {
    const row = await db
      .insertInto('payments')
      .values({ user_id: user.id, tier_id: 'local', provider: 'dpo', amount_minor: 10000, currency: 'BWP', price_thebe: 10000, weeks: 2 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = await gateway.start({ paymentId: row.id, description: 'guidepass Local, 2 weeks', currency: 'BWP', amountMinor: 10000, appUrl: 'http://app.test' });
    await db.updateTable('payments').set({ provider_ref: opened.providerRef }).where('id', '=', row.id).execute();
    return { id: row.id, token: opened.providerRef, pageUrl: opened.redirectUrl };
  }
  const status = async (id: string) => (await db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const followUp = (paymentId: string) => queue.getJobs(['delayed', 'waiting', 'active']).then((jobs) => jobs.find((job) => job.data.kind === 'await-mobile-approval' && job.data.paymentId === paymentId));

  t.test('900 on the return: still created, asked again, and credited once paid without anyone asking', async (t) => {
    const payment = await cardPayment();
    const confirm = await enqueuePaymentJob(queue, { kind: 'confirm-payment', paymentId: payment.id });
    t.equal(await eventually(() => confirm.getState(), (state) => state === 'completed', 5_000), 'completed');
    t.equal(await status(payment.id), 'created', 'not paid yet is not a failure');
    t.ok(await eventually(() => followUp(payment.id), Boolean, 5_000), 'the worker keeps verifying');
    const paid = await fetch(payment.pageUrl, { method: 'POST', body: new URLSearchParams({ action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' }), redirect: 'manual' });
    t.equal(paid.status, 302);
    t.equal(await eventually(() => status(payment.id), (s) => s === 'captured', 15_000, 100), 'captured');
  });

  t.test('003 (pending bank) on the return: pending, verified again', async (t) => {
    const payment = await cardPayment();
    const set = await fetch(`${sandbox.url}/dpo/_control/result/${payment.token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"result":"003"}' });
    t.equal(set.status, 200);
    const confirm = await enqueuePaymentJob(queue, { kind: 'confirm-payment', paymentId: payment.id });
    t.equal(await eventually(() => confirm.getState(), (state) => state === 'completed', 5_000), 'completed');
    t.equal(await status(payment.id), 'created');
    const job = await eventually(() => followUp(payment.id), Boolean, 5_000);
    t.ok(job, 'asked again later');
    t.ok(job && Date.parse(job.data.kind === 'await-mobile-approval' ? job.data.until : '') > Date.now() + 14 * 60_000, 'until the PTL (15 minutes) has passed');
  });
});
