import t, { type Test } from 'tap';
import pino from 'pino';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { NotYetApplicable } from '@guidepass/payments/not-yet-applicable';
import { processWebhookEvent } from '@guidepass/payments/jobs/process-webhook-event';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';

/** A captured 2-week payment of R133.00 (commission P10) per provider, and a way to deliver refund events. */
async function setup(t: Test) {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(() => db.destroy().then(() => database.release()));
  const deps: PaymentDeps = { db, commissionRate: 0.1, logger: pino({ level: 'silent' }), paypal: null, yoco: null };
  const names = { salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B' };
  const seller = { name_key: 'a b', first_name: 'A', last_name: 'B', full_name: 'A B', referral_code: 'REF234' };
  const { id: salespersonId } = await db.insertInto('salespersons').values(seller).returning('id').executeTakeFirstOrThrow();
  const member = { email: 'refund@example.com', ...names, salesperson_id: salespersonId, referral_source: 'signup-form' as const };
  const user = await db.insertInto('users').values(member).returning('id').executeTakeFirstOrThrow();
  const payment = async (provider: 'paypal' | 'yoco', ref: string, captured = true) => {
    const row = await db
      .insertInto('payments')
      .values({ user_id: user.id, tier_id: 'local', provider, provider_ref: ref, amount_minor: 13300, currency: 'ZAR', price_thebe: 10000, weeks: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (captured) await activatePayment(db, row.id, `CAP-${ref}`, 0.1);
    return row.id;
  };
  let n = 0;
  const deliver = async (provider: 'paypal' | 'yoco', type: string, body: object) => {
    const event = await db
      .insertInto('webhook_events')
      .values({ provider, event_id: `EV-${++n}`, type, payload: JSON.stringify(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return processWebhookEvent(deps, event.id);
  };
  const taken = async (paymentId: string) => {
    const refunds = await db.selectFrom('payment_refunds').select(['amount_minor', 'commission_clawback_thebe', 'weeks_taken_back']).where('payment_id', '=', paymentId).orderBy('created_at').execute();
    return { status: (await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status, refunds };
  };
  const notices = () => db.selectFrom('member_notices').select(['kind', 'key']).where('kind', '=', 'refund').execute();
  return { payment, deliver, taken, notices };
}

const paypalRefund = (refundId: string, captureRef: string, amount?: object) => ({
  resource: { id: refundId, status: 'COMPLETED', ...(amount ? { amount } : {}), links: [{ rel: 'up', href: `https://api.paypal.test/v2/payments/captures/${captureRef}` }] },
});

t.test('a partial PayPal refund is applied once, however often PayPal delivers it', async (t) => {
  const { payment, deliver, taken, notices } = await setup(t);
  const id = await payment('paypal', 'ORDER-P');
  const event = paypalRefund('RF-1', 'CAP-ORDER-P', { value: '39.90', currency_code: 'ZAR' });
  t.equal(await deliver('paypal', 'PAYMENT.CAPTURE.REFUNDED', event), 'partially-refunded');
  t.equal(await deliver('paypal', 'PAYMENT.CAPTURE.REFUNDED', event), 'already-recorded', 'redelivered as a new event');
  t.same(await taken(id), { status: 'captured', refunds: [{ amount_minor: 3990, commission_clawback_thebe: 300, weeks_taken_back: 0 }] });
  t.equal((await notices()).length, 1, 'the member is told of the refund once');
});

t.test('a PayPal reversal, or a refund without an amount or in another currency, refunds everything left', async (t) => {
  const { payment, deliver, taken } = await setup(t);
  const reversed = await payment('paypal', 'ORDER-R');
  await deliver('paypal', 'PAYMENT.CAPTURE.REFUNDED', paypalRefund('RF-2', 'CAP-ORDER-R', { value: '39.90', currency_code: 'ZAR' }));
  t.equal(await deliver('paypal', 'PAYMENT.CAPTURE.REVERSED', paypalRefund('RV-1', 'CAP-ORDER-R')), 'refunded');
  t.same(await taken(reversed), {
    status: 'refunded',
    refunds: [
      { amount_minor: 3990, commission_clawback_thebe: 300, weeks_taken_back: 0 },
      { amount_minor: 9310, commission_clawback_thebe: 700, weeks_taken_back: 2 },
    ],
  });
  const foreign = await payment('yoco', 'ch_foreign');
  const yocoEvent = { payload: { id: 'rfd_1', amount: 100, currency: 'USD', metadata: { checkoutId: 'ch_foreign' } } };
  t.equal(await deliver('yoco', 'refund.succeeded', yocoEvent), 'refunded');
  t.equal((await taken(foreign)).refunds[0]!.amount_minor, 13300);
});

t.test('a partial Yoco refund before the capture is recorded waits for it', async (t) => {
  const { payment, deliver, taken } = await setup(t);
  const id = await payment('yoco', 'ch_early', false);
  const event = { payload: { id: 'rfd_2', amount: 7980, currency: 'ZAR', metadata: { checkoutId: 'ch_early' } } };
  await t.rejects(deliver('yoco', 'refund.succeeded', event), NotYetApplicable);
  t.same(await taken(id), { status: 'created', refunds: [] });
});
