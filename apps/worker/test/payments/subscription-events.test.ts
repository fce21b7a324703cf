import t, { type Test } from 'tap';
import pino from 'pino';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { insertSubscription, setPayPalSubscriptionId } from '@guidepass/payments/providers/paypal/paypal-subscriptions-repository';
import { NotYetApplicable } from '@guidepass/payments/not-yet-applicable';
import { creditSubscriptionSale } from '@guidepass/payments/providers/paypal/credit-subscription-sale';
import { processWebhookEvent } from '@guidepass/payments/jobs/process-webhook-event';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';

const week = 7 * 24 * 60 * 60 * 1000;

/** A member with a salesperson and a PayPal subscription I-SUB on the local first-cycle plan (US$3.70 a week). */
async function setup(t: Test) {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(() => db.destroy().then(() => database.release()));
  const deps: PaymentDeps = { db, commissionRate: 0.1, logger: pino({ level: 'silent' }), paypal: null, yoco: null };
  const seller = { name_key: 'a b', first_name: 'A', last_name: 'B', full_name: 'A B', referral_code: 'REF234' };
  const { id: salespersonId } = await db.insertInto('salespersons').values(seller).returning('id').executeTakeFirstOrThrow();
  const names = { salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B' };
  const user = await db
    .insertInto('users')
    .values({ email: 'sub@example.com', ...names, salesperson_id: salespersonId, referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('paypal_plans')
    .values({ tier_id: 'local', kind: 'first-cycle', currency: 'USD', weekly_amount_minor: 370, paypal_product_id: 'PROD-1', paypal_plan_id: 'P-FIRST' })
    .execute();
  const subscriptionId = await insertSubscription(db, { userId: user.id, tierId: 'local', paypalPlanId: 'P-FIRST', currency: 'USD', weeklyAmountMinor: 370, weeklyPriceThebe: 5000 });
  await setPayPalSubscriptionId(db, subscriptionId, 'I-SUB');

  let n = 0;
  /** Stores an event as the api's intake would (a new event id each time) and processes it. */
  const deliver = async (type: string, resource: object) => {
    const event = await db
      .insertInto('webhook_events')
      .values({ provider: 'paypal', event_id: `WH-${++n}`, type, payload: JSON.stringify({ id: `WH-${n}`, event_type: type, resource }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return processWebhookEvent(deps, event.id);
  };
  const expiry = async () => (await db.selectFrom('users').select('membership_expiry').where('id', '=', user.id).executeTakeFirstOrThrow()).membership_expiry?.getTime() ?? null;
  const sales = () => db.selectFrom('payments').select(['provider_ref', 'status', 'weeks', 'commission_thebe', 'captured_at']).orderBy('created_at').execute();
  const record = () => db.selectFrom('subscriptions').select(['status', 'next_charge_at', 'last_event_at']).where('id', '=', subscriptionId).executeTakeFirstOrThrow();
  /** A sale as PayPal lists it after the read-back (the webhook body itself is never credited: system-tests/money-safety). */
  const credit = (saleId: string, total: string) => creditSubscriptionSale(deps, subscriptionId, { saleId, amountMinor: Math.round(Number(total) * 100), currency: 'USD' });
  return { deliver, credit, expiry, sales, record };
}

const sale = (id: string, total: string, agreement = 'I-SUB') => ({ id, state: 'completed', amount: { total, currency: 'USD' }, billing_agreement_id: agreement });
const subscription = (status: string, updateTime: string, nextBilling?: string) => ({
  id: 'I-SUB',
  status,
  status_update_time: updateTime,
  update_time: updateTime,
  billing_info: nextBilling ? { next_billing_time: nextBilling } : {},
});

t.test('ACTIVATED before the first sale changes only the record; the sale credits 2 weeks once, even read twice', async (t) => {
  const { deliver, credit, expiry, sales, record } = await setup(t);
  t.equal(await deliver('BILLING.SUBSCRIPTION.ACTIVATED', subscription('ACTIVE', '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z')), 'subscription-updated');
  t.equal(await expiry(), null, 'no time before a sale');
  t.match(await record(), { status: 'ACTIVE' });

  t.equal(await credit('SALE00000000000A1', '7.40'), 'activated');
  t.equal(await credit('SALE00000000000A1', '7.40'), 'already-captured', 'the same sale again');
  const [first] = await sales();
  t.match(first, { provider_ref: 'SALE00000000000A1', status: 'captured', weeks: 2, commission_thebe: 1000 });
  t.equal(await expiry(), first!.captured_at!.getTime() + 2 * week);
});

t.test('a refund before its sale waits; later sales buy a week each in any order; unknown, foreign and odd sales credit nothing', async (t) => {
  const { deliver, credit, expiry, sales } = await setup(t);
  const refund = { id: 'REFUND00000000001', state: 'completed', amount: { total: '3.70', currency: 'USD' }, sale_id: 'SALE00000000000B2' };
  await t.rejects(deliver('PAYMENT.SALE.REFUNDED', refund), NotYetApplicable, 'the refund of a sale not credited yet is retried');

  t.equal(await credit('SALE00000000000B2', '3.70'), 'activated', 'a later weekly sale first');
  t.equal(await credit('SALE00000000000B1', '7.40'), 'activated', 'then the first cycle');
  t.same((await sales()).map((s) => [s.provider_ref, s.weeks]), [['SALE00000000000B2', 1], ['SALE00000000000B1', 2]]);
  const credited = await expiry();

  t.equal(await deliver('PAYMENT.SALE.REFUNDED', refund), 'refunded', 'the retried refund now applies');
  t.equal(await deliver('PAYMENT.SALE.REFUNDED', refund), 'already-refunded', 'the same refund again takes nothing more');
  // The week of B2 still ahead is taken back (the moments of it already past stay used, product.md §18).
  const afterRefund = (await expiry())!;
  t.ok(afterRefund >= credited! - week && afterRefund - (credited! - week) < 5_000, 'one week back, less what had passed');

  t.equal(await credit('SALE00000000000B3', '5.00'), 'amount-mismatch');
  t.equal(await deliver('PAYMENT.SALE.COMPLETED', sale('SALE00000000000B4', '3.70', 'I-OTHER')), 'unknown-subscription');
  t.equal(await deliver('PAYMENT.SALE.COMPLETED', { ...sale('SALE00000000000B5', '3.70'), state: 'pending' }), 'ignored');
  t.equal((await sales()).length, 2);
  t.equal(await expiry(), afterRefund);
});

t.test('subscription events apply in time order, whatever order they arrive in, and never touch time', async (t) => {
  const { deliver, expiry, record } = await setup(t);
  t.equal(await deliver('BILLING.SUBSCRIPTION.CANCELLED', subscription('CANCELLED', '2026-11-24T12:00:00Z')), 'subscription-updated');
  t.equal(await deliver('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subscription('ACTIVE', '2026-11-24T11:00:00Z', '2026-11-29T11:00:00Z')), 'older-than-recorded');
  t.match(await record(), { status: 'CANCELLED', next_charge_at: null });
  t.equal(await deliver('BILLING.SUBSCRIPTION.UPDATED', { ...subscription('ACTIVE', '2026-11-24T13:00:00Z'), status: 'SOMETHING_NEW' }), 'ignored');
  t.equal(await deliver('BILLING.SUBSCRIPTION.CREATED', { ...subscription('APPROVAL_PENDING', '2026-11-24T09:00:00Z'), id: 'I-OTHER' }), 'unknown-subscription');
  t.equal(await expiry(), null);
});
