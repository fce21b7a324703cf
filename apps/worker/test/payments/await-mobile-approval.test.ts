import t from 'tap';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { sandboxDpoMobileOperators, sandboxDpoWallets } from '@guidepass/sandbox/dpo/dpo-defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { eventually } from '../../../../harness/eventually.ts';
import { startWorkerFixture } from '../helper.ts';

// The worker waits for a mobile-money approval on its own (product.md §13): it asks DPO from the start, keeps the one
// job delayed between asks, credits on approval, and expires a payment still unapproved past the time limit.
t.test('await-mobile-approval', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const { companyToken, serviceType } = sandboxDefaults.dpo;
  const dpoEnv = { DPO_COMPANY_TOKEN: companyToken, DPO_SERVICE_TYPE: serviceType, DPO_API_BASE: `${sandbox.url}/dpo`, DPO_PAYMENT_URL: `${sandbox.url}/dpo/payv2.php`, DPO_MOBILE_OPERATORS: sandboxDpoMobileOperators };
  const { db, queue } = await startWorkerFixture<PaymentJob>(t, queueNames.payments, dpoEnv);
  const dpo = createDpoClient({ apiBase: dpoEnv.DPO_API_BASE, companyToken, serviceType, paymentMinutes: 15, paymentUrl: dpoEnv.DPO_PAYMENT_URL, mobileWallets: [{ wallet: 'orange', ...sandboxDpoWallets.orange }] });
  const gateway = gatewayFor({ paypal: null, yoco: null, dpo }, 'dpo')!;
  const user = await db
    .insertInto('users')
    .values({ email: 'mobile@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();

  /** A mobile-money payment as the api starts one: the row, DPO's token, the request sent to the phone. */
  async function sentToPhone() {
    const row = await db
      .insertInto('payments')
      .values({ user_id: user.id, tier_id: 'local', provider: 'dpo', amount_minor: 10000, currency: 'BWP', price_thebe: 10000, weeks: 2 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = await gateway.start({ paymentId: row.id, description: 'guidepass Local, 2 weeks', currency: 'BWP', amountMinor: 10000, appUrl: 'http://app.test' });
    await db.updateTable('payments').set({ provider_ref: opened.providerRef }).where('id', '=', row.id).execute();
    await gateway.mobile!.charge(opened.providerRef, { phone: '26771234567', operator: 'orange' });
    return { id: row.id, token: opened.providerRef };
  }
  const status = async (id: string) => (await db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  t.test('unapproved: the job waits delayed; approved on the phone: credited without anyone asking', async (t) => {
    const payment = await sentToPhone();
    const job = await enqueuePaymentJob(queue, { kind: 'await-mobile-approval', paymentId: payment.id, until: new Date(Date.now() + 15 * 60_000).toISOString() });
    t.equal(await eventually(() => job.getState(), (state) => state === 'delayed', 5_000), 'delayed', 'asked once, then waits');
    t.equal(await status(payment.id), 'created');
    const again = await enqueuePaymentJob(queue, { kind: 'await-mobile-approval', paymentId: payment.id, until: new Date().toISOString() });
    t.equal(again.id, job.id, 'one job per payment');
    const phone = await fetch(`${sandbox.url}/dpo/_control/mobile/${payment.token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"outcome":"approved"}' });
    t.equal(phone.status, 200);
    t.equal(await eventually(() => status(payment.id), (s) => s === 'captured', 10_000, 100), 'captured');
  });

  t.test('still unapproved past the time limit (and the grace after it): expired', async (t) => {
    const payment = await sentToPhone();
    await enqueuePaymentJob(queue, { kind: 'await-mobile-approval', paymentId: payment.id, until: new Date(Date.now() - 31_000).toISOString() });
    t.equal(await eventually(() => status(payment.id), (s) => s !== 'created', 5_000, 100), 'expired');
  });
});
