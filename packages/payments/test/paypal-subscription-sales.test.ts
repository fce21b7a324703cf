import t from 'tap';
import { activatePayment } from '../src/activate-payment.ts';
import { recordSubscriptionSale, weeksOfSale } from '../src/providers/paypal/paypal-subscription-sales.ts';
import { findSubscription, findSubscriptionWithPlan, insertSubscription, recordSubscriptionStatement, setPayPalSubscriptionId } from '../src/providers/paypal/paypal-subscriptions-repository.ts';
import { paymentsFixture } from './helper.ts';

const week = 7 * 24 * 60 * 60 * 1000;

/** A member's subscription on the local tier's first-cycle plan at US$3.70 a week. */
async function subscriptionFixture(t: Parameters<typeof paymentsFixture>[0]) {
  const fixture = await paymentsFixture(t);
  await fixture.db
    .insertInto('paypal_plans')
    .values({ tier_id: 'local', kind: 'first-cycle', currency: 'USD', weekly_amount_minor: 370, paypal_product_id: 'PROD-1', paypal_plan_id: 'P-FIRST' })
    .execute();
  const id = await insertSubscription(fixture.db, { userId: fixture.userId, tierId: 'local', paypalPlanId: 'P-FIRST', currency: 'USD', weeklyAmountMinor: 370, weeklyPriceThebe: 5000 });
  await setPayPalSubscriptionId(fixture.db, id, 'I-TEST');
  const subscription = (await findSubscriptionWithPlan(fixture.db, id))!;
  return { ...fixture, subscription };
}

t.test('a sale buys 2 weeks at 2 × the weekly price on a first-cycle plan, 1 week at the weekly price, nothing otherwise', async (t) => {
  const plan = { currency: 'USD', weekly_amount_minor: 370 };
  t.equal(weeksOfSale({ ...plan, plan_kind: 'first-cycle' }, { saleId: 'S', amountMinor: 740, currency: 'USD' }), 2);
  t.equal(weeksOfSale({ ...plan, plan_kind: 'first-cycle' }, { saleId: 'S', amountMinor: 370, currency: 'usd' }), 1);
  t.equal(weeksOfSale({ ...plan, plan_kind: 'weekly' }, { saleId: 'S', amountMinor: 740, currency: 'USD' }), null, 'a weekly plan has no 2-week cycle');
  t.equal(weeksOfSale({ ...plan, plan_kind: 'first-cycle' }, { saleId: 'S', amountMinor: 371, currency: 'USD' }), null);
  t.equal(weeksOfSale({ ...plan, plan_kind: 'first-cycle' }, { saleId: 'S', amountMinor: 370, currency: 'EUR' }), null);
  t.equal(weeksOfSale({ ...plan, plan_kind: 'first-cycle' }, { saleId: 'S', amountMinor: undefined, currency: 'USD' }), null);
});

t.test('a sale is one payments row by its sale id, however often it is reported, and is credited once', async (t) => {
  const { db, userId, subscription } = await subscriptionFixture(t);
  const sale = { saleId: '8BM93947BL0000001', amountMinor: 740, currency: 'USD' };
  const [a, b] = await Promise.all([recordSubscriptionSale(db, subscription, sale), recordSubscriptionSale(db, subscription, sale)]);
  t.ok(a);
  t.equal(a, b, 'the same row for the same sale');
  const row = await db.selectFrom('payments').selectAll().where('id', '=', a!).executeTakeFirstOrThrow();
  t.match(row, { provider: 'paypal', provider_ref: sale.saleId, subscription_id: subscription.id, weeks: 2, price_thebe: 10_000, amount_minor: 740, status: 'created' });
  t.equal(await activatePayment(db, a!, sale.saleId, 0.1), 'activated');
  t.equal(await activatePayment(db, a!, sale.saleId, 0.1), 'already-captured');
  const user = await db.selectFrom('users').select('membership_expiry').where('id', '=', userId).executeTakeFirstOrThrow();
  const payment = await db.selectFrom('payments').select(['captured_at', 'capture_ref']).where('id', '=', a!).executeTakeFirstOrThrow();
  t.equal(user.membership_expiry!.getTime(), payment.captured_at!.getTime() + 2 * week);
  t.equal(payment.capture_ref, sale.saleId, 'refunds find the sale by its id');
  t.equal(await recordSubscriptionSale(db, subscription, { saleId: '8BM93947BL0000002', amountMinor: 999, currency: 'USD' }), null, 'an amount of no cycle records nothing');
  t.equal((await db.selectFrom('payments').select('id').execute()).length, 1);
});

t.test('a statement about the subscription applies only if no newer one did (events out of order)', async (t) => {
  const { db, subscription } = await subscriptionFixture(t);
  const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, s));
  t.equal(await recordSubscriptionStatement(db, subscription.id, { status: 'SUSPENDED', nextChargeAt: null, at: at(30) }), true);
  t.equal(await recordSubscriptionStatement(db, subscription.id, { status: 'ACTIVE', nextChargeAt: at(59), at: at(10) }), false, 'the older ACTIVATED arriving later');
  t.match(await findSubscription(db, subscription.id), { status: 'SUSPENDED', next_charge_at: null, last_event_at: at(30) });
  t.equal(await recordSubscriptionStatement(db, subscription.id, { status: 'CANCELLED', nextChargeAt: null, at: at(40) }), true);
  t.match(await findSubscription(db, subscription.id), { status: 'CANCELLED', last_event_at: at(40) });
});
