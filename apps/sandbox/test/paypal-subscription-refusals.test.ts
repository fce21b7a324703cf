import t from 'tap';
import { paypalClient } from './helpers/paypal-client.ts';
import { firstTwoWeeksPlan, subscriptionBody, subscriptionHelpers, weeklyPlan } from './helpers/paypal-subscriptions.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

// What PayPal's Subscriptions v1 refuses (billing_subscriptions_v1.json: subscriptions.create-400, create-422, activate-422).
t.test('PayPal subscriptions stand-in refuses what PayPal refuses', async (t) => {
  const clock = Date.parse('2026-03-02T08:00:00Z');
  const sandbox = await startTestSandbox(t, { paypal: { now: () => new Date(clock) } });
  const paypal = paypalClient(sandbox.url);
  const subs = subscriptionHelpers(paypal);
  const at = (offsetMs: number) => new Date(clock + offsetMs).toISOString();
  const create = (body: unknown) => paypal.api('/v1/billing/subscriptions', { method: 'POST', body });

  t.test('a start_time in the past, or now, is 400 INVALID_PARAMETER_VALUE on /start_time; one a second ahead is taken', async (t) => {
    const plan = await subs.plan(weeklyPlan);
    for (const startTime of [at(-60_000), at(0)]) {
      const refused = await create(subscriptionBody(plan.id, { start_time: startTime }));
      t.match(refused, {
        status: 400,
        body: {
          name: 'INVALID_REQUEST',
          details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/start_time', value: startTime, location: 'body', description: 'Start time must be a valid future date and time.' }],
        },
      });
    }
    const taken = await create(subscriptionBody(plan.id, { start_time: at(1000) }));
    t.equal(taken.status, 201);
    t.equal(taken.body.start_time, at(1000).replace(/\.\d{3}Z$/, 'Z'));
  });

  t.test('a quantity on a plan without quantity support is 422 SUBSCRIPTION_CANNOT_HAVE_QUANTITY', async (t) => {
    const plan = await subs.plan((productId) => ({ ...firstTwoWeeksPlan(productId), quantity_supported: false }));
    const refused = await create(subscriptionBody(plan.id, { quantity: '2' }));
    t.match(refused, {
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_CANNOT_HAVE_QUANTITY', field: '/quantity', value: '2', description: "Subscription can't have quantity as the plan does not support quantity." }] },
    });
    t.match(await create(subscriptionBody(plan.id, { quantity: 'two' })), { status: 400, body: { details: [{ issue: 'INVALID_PARAMETER_SYNTAX', field: '/quantity' }] } });
    t.equal((await create(subscriptionBody(plan.id))).status, 201, 'without quantity the same plan subscribes');
    const product = await subs.product();
    const withQuantity = await paypal.api('/v1/billing/plans', { method: 'POST', body: { ...firstTwoWeeksPlan(product.id), quantity_supported: true } });
    t.match(withQuantity, { status: 400, body: { details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/quantity_supported', description: /sandbox/ }] } }, 'a limit of the stand-in, said so');
  });

  t.test('a subscription PayPal suspended for failed payments cannot be activated; one the merchant suspended can', async (t) => {
    const plan = await subs.plan(); // payment_failure_threshold 2
    const action = (id: string, name: string) => paypal.api(`/v1/billing/subscriptions/${id}/${name}`, { method: 'POST', body: { reason: 'member asked' } });

    const failing = await subs.subscribe(plan.id);
    await subs.decide(failing, 'Approve');
    await subs.bill(failing.id, 'failed');
    await subs.bill(failing.id, 'failed');
    t.match(await subs.show(failing.id), { status: 'SUSPENDED', billing_info: { failed_payments_count: 2 } });
    const refused = await action(failing.id, 'activate');
    t.match(refused, {
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_CANNOT_BE_ACTIVATED', description: 'Subscription cannot be activated after payment failure threshold has reached.' }] },
    });
    t.equal((await subs.show(failing.id)).status, 'SUSPENDED', 'nothing changed');
    t.equal((await action(failing.id, 'cancel')).status, 204, 'it can still be cancelled');

    const paused = await subs.subscribe(plan.id);
    await subs.decide(paused, 'Approve');
    await subs.bill(paused.id, 'failed'); // one failure, below the threshold
    t.equal((await action(paused.id, 'suspend')).status, 204);
    t.equal((await action(paused.id, 'activate')).status, 204);
    t.equal((await subs.show(paused.id)).status, 'ACTIVE');
  });
});
