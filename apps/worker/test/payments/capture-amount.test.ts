import t, { type Test } from 'tap';
import pino from 'pino';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { paypalCaptureProof } from '@guidepass/payments/providers/paypal/paypal-gateway';
import type { PayPalCapture } from '@guidepass/providers/paypal-orders';
import { applyProof } from '@guidepass/payments/jobs/confirm-payment';
import { processWebhookEvent } from '@guidepass/payments/jobs/process-webhook-event';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';

/** A PayPal capture answer applied as the confirm job applies it. */
const applyPayPalCapture = (deps: PaymentDeps, paymentId: string, capture: PayPalCapture) => applyProof(deps, paymentId, paypalCaptureProof(capture));

async function setup(t: Test) {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const deps: PaymentDeps = { db, commissionRate: 0.1, logger: pino({ level: 'silent' }), paypal: null, yoco: null };
  const user = await db
    .insertInto('users')
    .values({ email: 'amount@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = (provider: 'paypal' | 'yoco', ref: string) =>
    db
      .insertInto('payments')
      .values({ user_id: user.id, tier_id: 'local', provider, provider_ref: ref, amount_minor: 13300, currency: 'ZAR', price_thebe: 10000, weeks: 2 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
  const state = async (id: string) => {
    const row = await db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    const member = await db.selectFrom('users').select('payment_status').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { payment: row.status, member: member.payment_status };
  };
  return { db, deps, payment, state };
}

t.test('a PayPal capture COMPLETED without an amount (capture answer or webhook) activates nothing', async (t) => {
  const { db, deps, payment, state } = await setup(t);
  const fromApi = await payment('paypal', 'ORDER-API');
  t.equal(await applyPayPalCapture(deps, fromApi.id, { id: 'CAP-1', status: 'COMPLETED' }), 'failed');
  t.same(await state(fromApi.id), { payment: 'failed', member: 'pending' });

  const fromWebhook = await payment('paypal', 'ORDER-HOOK');
  const resource = { id: 'CAP-2', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: 'ORDER-HOOK' } } };
  const event = await db
    .insertInto('webhook_events')
    .values({ provider: 'paypal', event_id: 'WH-NO-AMOUNT', type: 'PAYMENT.CAPTURE.COMPLETED', payload: JSON.stringify({ id: 'WH-NO-AMOUNT', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource }) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  t.equal(await processWebhookEvent(deps, event.id), 'failed');
  t.same(await state(fromWebhook.id), { payment: 'failed', member: 'pending' });
});

t.test('a PayPal amount that is not a decimal string, or no currency, is no proof either; the right one is', async (t) => {
  const { deps, payment, state } = await setup(t);
  for (const amount of [{ value: 'NaN', currency_code: 'ZAR' }, { value: '133.00' }, { value: 133, currency_code: 'ZAR' }]) {
    const p = await payment('paypal', `ORDER-${JSON.stringify(amount)}`);
    t.equal(await applyPayPalCapture(deps, p.id, { id: 'CAP', status: 'COMPLETED', amount } as never), 'failed', JSON.stringify(amount));
  }
  const good = await payment('paypal', 'ORDER-GOOD');
  t.equal(await applyPayPalCapture(deps, good.id, { id: 'CAP-GOOD', status: 'COMPLETED', amount: { value: '133.00', currency_code: 'ZAR' } }), 'activated');
  t.same(await state(good.id), { payment: 'captured', member: 'paid' });
});

t.test('a Yoco payment.succeeded without an amount or currency activates nothing', async (t) => {
  const { db, deps, payment, state } = await setup(t);
  const p = await payment('yoco', 'ch_no_amount');
  for (const [n, extra] of [{}, { amount: 13300 }, { currency: 'ZAR' }, { amount: '13300', currency: 'ZAR' }].entries()) {
    const body = { id: `evt_${n}`, type: 'payment.succeeded', payload: { id: `p_${n}`, status: 'succeeded', metadata: { checkoutId: 'ch_no_amount' }, ...extra } };
    const event = await db
      .insertInto('webhook_events')
      .values({ provider: 'yoco', event_id: `evt_${n}`, type: 'payment.succeeded', payload: JSON.stringify(body) } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await processWebhookEvent(deps, event.id);
    t.not((await state(p.id)).member, 'paid', JSON.stringify(extra));
  }
});
