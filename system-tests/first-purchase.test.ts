import t, { type Test } from 'tap';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce, expiryOf } from './assertions.ts';

// product.md §3, §15: any purchase by a member who is not active is a first purchase (2 weeks at 2 × the weekly
// price), whatever the route; only an active member buys single weeks. The local tier: US$3.70 / R66.50 a week.
const week = 7 * 24 * 60 * 60 * 1000;
const weekly = { paypal: 370, yoco: 6650 };

const paymentRow = (system: System, paymentId: string) =>
  system.db.selectFrom('payments').select(['weeks', 'amount_minor', 'currency', 'price_thebe', 'provider_ref']).where('id', '=', paymentId).executeTakeFirstOrThrow();

/** Our record of a subscription by PayPal's id, with the kind of plan it is on. */
const subscriptionPlan = (system: System, paypalSubscriptionId: string) =>
  system.db
    .selectFrom('subscriptions as s')
    .innerJoin('paypal_plans as p', 'p.paypal_plan_id', 's.paypal_plan_id')
    .select(['s.id', 'p.kind', 'p.paypal_plan_id'])
    .where('s.paypal_subscription_id', '=', paypalSubscriptionId)
    .executeTakeFirstOrThrow();

/** Renew now, checked at ours and at the provider: the weeks, our amount, and the amount the order or checkout asks. */
async function renewNow(t: Test, system: System, token: string, provider: 'paypal' | 'yoco', weeks: number) {
  const renew = await system.call('POST', '/api/membership/renew', { provider, selectedTierId: 'local' }, token);
  t.equal(renew.status, 200, JSON.stringify(renew.body));
  const row = await paymentRow(system, renew.body.data.paymentId);
  t.match(row, { weeks, amount_minor: weeks * weekly[provider], price_thebe: weeks * 5000 }, `${provider}: ${weeks} week(s) at ours`);
  const atProvider =
    provider === 'paypal'
      ? Math.round(Number((await system.app.providers.paypal!.getOrder(row.provider_ref!)).purchase_units![0]!.amount!.value) * 100)
      : (await system.app.providers.yoco!.getCheckout(row.provider_ref!)).amount;
  t.equal(atProvider, weeks * weekly[provider], `${provider}: the ${provider === 'paypal' ? 'order' : 'checkout'} asks for ${weeks} × the weekly price`);
  return renew.body.data as { redirectUrl: string; paymentId: string; orderId?: string };
}

t.test("a never-paid member's Renew now is a first purchase: 2 weeks at 2 × at ours and at PayPal and Yoco, credited as 2 weeks; then active, 1 week", async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  await renewNow(t, system, member.token, 'paypal', 2);
  const yoco = await renewNow(t, system, member.token, 'yoco', 2);
  await system.yocoDecision(yoco.redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, yoco.paymentId);
  const expiry = await expiryOf(system, member.uid);

  // Active now: My membership says the next purchase is 1 week, renewal from the paid-through date, and it is.
  const view = (await system.call('GET', '/api/membership', undefined, member.token)).body.data;
  t.match(view.nextPurchase, { kind: 'renewal', weeks: 1, total: 'P50', charge: { paypal: { amount: '3.70' }, yoco: { amount: '66.50' } } });
  t.equal(Date.parse(view.nextPurchase.renewal.startsAt), Math.ceil(expiry.getTime() / 1000) * 1000);
  await renewNow(t, system, member.token, 'yoco', 1);
});

t.test("a never-paid member's renewal-on is a first purchase: the first-cycle plan from now, whose first charge is 2 × and buys 2 weeks", async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const on = await system.call('POST', '/api/membership/auto-renew', { selectedTierId: 'local' }, member.token);
  t.equal(on.status, 200, JSON.stringify(on.body));
  const { subscriptionId, redirectUrl } = on.body.data as { subscriptionId: string; redirectUrl: string };
  const record = await subscriptionPlan(system, subscriptionId);
  t.equal(record.kind, 'first-cycle');
  const atPayPal = (await system.app.providers.paypal!.getSubscription(subscriptionId)) as { plan_id?: string; start_time?: string };
  t.equal(atPayPal.plan_id, record.paypal_plan_id, 'PayPal bills the first-cycle plan');
  t.ok(!atPayPal.start_time || Date.parse(atPayPal.start_time) <= Date.now() + 60_000, 'from now, not from a paid-through date');

  await system.subscriptionDecision(redirectUrl, 'approve');
  const confirm = await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId }, member.token);
  t.same(confirm.body.data, { success: true, status: 'captured' }, 'the first charge is taken now');
  const sales = await system.db.selectFrom('payments').select(['weeks', 'amount_minor', 'captured_at']).where('subscription_id', '=', record.id).execute();
  t.match(sales, [{ weeks: 2, amount_minor: 2 * weekly.paypal }], 'one sale of 2 × the weekly price');
  t.equal((await expiryOf(system, member.uid)).getTime(), sales[0]!.captured_at!.getTime() + 2 * week, 'credited as 2 weeks');
});

t.test('a member whose membership lapsed: My membership says 2 weeks at 2 ×, and Renew now and renewal-on are first purchases again', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const first = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token)).body.data;
  await system.yocoDecision(first.redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, first.paymentId);
  await system.db.updateTable('users').set({ membership_expiry: new Date(Date.now() - 60_000) }).where('id', '=', member.uid).execute();

  const view = (await system.call('GET', '/api/membership', undefined, member.token)).body.data;
  t.same(view.nextPurchase, {
    kind: 'first',
    weeks: 2,
    total: 'P100',
    charge: {
      paypal: { currency: 'USD', amount: '7.40', label: 'US$7.40' },
      yoco: { currency: 'ZAR', amount: '133.00', label: 'R133.00' },
      dpo: { currency: 'BWP', amount: '100.00', label: 'P100' },
    },
    renewal: { startsAt: null, weekly: { currency: 'USD', amount: '3.70', label: 'US$3.70' } },
  });
  const tiers = (await system.call('GET', '/api/tiers', undefined, member.token)).body.data.tiers;
  t.match(tiers[0], { id: 'local', weeks: 2, total: 'P100' }, 'the payment view says the same');

  await renewNow(t, system, member.token, 'yoco', 2);
  await renewNow(t, system, member.token, 'paypal', 2);
  const on = await system.call('POST', '/api/membership/auto-renew', {}, member.token);
  t.equal(on.status, 200, JSON.stringify(on.body));
  t.equal((await subscriptionPlan(system, on.body.data.subscriptionId)).kind, 'first-cycle');
  const atPayPal = (await system.app.providers.paypal!.getSubscription(on.body.data.subscriptionId)) as { start_time?: string };
  t.ok(!atPayPal.start_time || Date.parse(atPayPal.start_time) <= Date.now() + 60_000, 'billed from now: the lapsed paid-through date is behind');
});
