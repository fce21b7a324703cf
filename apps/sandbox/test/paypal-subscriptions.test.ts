import t from 'tap';
import { cancelUrl, paypalClient, returnUrl } from './helpers/paypal-client.ts';
import { firstTwoWeeksPlan, subscriptionBody, subscriptionHelpers, weeklyPlan } from './helpers/paypal-subscriptions.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';
import { startWebhookReceiver, verifiesOffline, waitFor } from './helpers/webhook-receiver.ts';

const day = 24 * 60 * 60 * 1000;

t.test('PayPal subscriptions stand-in', async (t) => {
  const clock = Date.parse('2026-03-02T08:00:00Z');
  const receiver = await startWebhookReceiver(t);
  const sandbox = await startTestSandbox(t, { paypal: { now: () => new Date(clock), webhookUrl: receiver.url } });
  const paypal = paypalClient(sandbox.url);
  const subs = subscriptionHelpers(paypal);
  const at = (offsetMs: number) => new Date(clock + offsetMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const eventsOf = (type: string, match: (event: any) => boolean) =>
    receiver.deliveries.filter((delivery) => delivery.event.event_type === type && match(delivery.event));
  const waitForEvent = (type: string, match: (event: any) => boolean, count = 1) =>
    waitFor(() => eventsOf(type, match).length >= count && eventsOf(type, match), `${count} × ${type}`);
  const aboutSubscription = (id: string) => (event: any) => event.resource.id === id || event.resource.billing_agreement_id === id;

  t.test('product → plan → subscribe → approve: ACTIVE with the first sale, announced by signed webhooks', async (t) => {
    const productAnswer = await paypal.api('/v1/catalogs/products', {
      method: 'POST',
      body: { name: 'GuidePass membership', type: 'SERVICE', category: 'SOFTWARE', description: 'Botswana guide' },
      headers: { 'paypal-request-id': 'product-once' },
    });
    t.equal(productAnswer.status, 201);
    t.match(productAnswer.body, { id: /^PROD-[A-Z0-9]{17}$/, name: 'GuidePass membership', type: 'SERVICE', create_time: at(0) });
    const product = productAnswer.body;
    const replayed = await paypal.api('/v1/catalogs/products', { method: 'POST', body: { name: 'other', type: 'SERVICE' }, headers: { 'paypal-request-id': 'product-once' } });
    t.equal(replayed.status, 200, 'the same PayPal-Request-Id creates nothing new');
    t.same(replayed.body, product);
    t.match((await paypal.api(`/v1/catalogs/products/${product.id}`)).body, { id: product.id, description: 'Botswana guide' });
    const listed = (await paypal.api('/v1/catalogs/products?page_size=20&total_required=true')).body;
    t.ok(listed.products.some((item: any) => item.id === product.id));
    t.equal(listed.total_items, listed.products.length);

    const planAnswer = await paypal.api('/v1/billing/plans', { method: 'POST', body: firstTwoWeeksPlan(product.id), headers: { 'paypal-request-id': 'plan-once' } });
    t.equal(planAnswer.status, 201);
    t.match(planAnswer.body, { id: /^P-[A-Z0-9]{24}$/, product_id: product.id, status: 'ACTIVE', usage_type: 'LICENSED' });
    t.notOk('billing_cycles' in planAnswer.body, 'minimal representation by default');
    const planReplay = await paypal.api('/v1/billing/plans', { method: 'POST', body: firstTwoWeeksPlan(product.id), headers: { 'paypal-request-id': 'plan-once' } });
    t.same([planReplay.status, planReplay.body.id], [200, planAnswer.body.id]);
    const plan = (await paypal.api(`/v1/billing/plans/${planAnswer.body.id}`)).body;
    t.match(plan.billing_cycles, [
      { tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, frequency: { interval_unit: 'WEEK', interval_count: 2 }, pricing_scheme: { version: 1, fixed_price: { value: '14.80', currency_code: 'USD' } } },
      { tenure_type: 'REGULAR', sequence: 2, total_cycles: 0, frequency: { interval_unit: 'WEEK', interval_count: 1 }, pricing_scheme: { fixed_price: { value: '7.40', currency_code: 'USD' } } },
    ]);
    t.match(plan.payment_preferences, { auto_bill_outstanding: true, payment_failure_threshold: 2, setup_fee: { value: '0.00', currency_code: 'USD' } });

    const createdAnswer = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody(plan.id), headers: { 'paypal-request-id': 'subscribe-once' } });
    t.equal(createdAnswer.status, 201);
    const created = createdAnswer.body;
    t.match(created, { id: /^I-[A-Z0-9]{12}$/, status: 'APPROVAL_PENDING', plan_id: plan.id, start_time: at(0), create_time: at(0) });
    t.same(created.links.map((item: any) => item.rel), ['approve', 'edit', 'self']);
    t.match(created.links[0].href, new RegExp(`^${sandbox.url}/paypal/webapps/billing/subscriptions\\?ba_token=BA-[A-Z0-9]{17}$`));
    const again = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody(plan.id), headers: { 'paypal-request-id': 'subscribe-once' } });
    t.same([again.status, again.body.id], [200, created.id], 'subscribe is idempotent by PayPal-Request-Id');
    const pending = await subs.show(created.id);
    t.match(pending, { status: 'APPROVAL_PENDING', custom_id: 'user_42' });
    t.notOk('billing_info' in pending);

    const page = await fetch(created.links[0].href);
    const html = await page.text();
    t.equal(page.status, 200);
    t.match(html, /<html lang="en">/);
    t.match(html, /name="viewport" content="width=device-width, initial-scale=1"/);
    t.match(html, /14\.80 USD every 2 weeks \(1 time\), then 7\.40 USD every week/);

    const back = await subs.decide(created, 'Approve');
    const expectedReturn = new URL(returnUrl);
    t.equal(`${back.origin}${back.pathname}`, `${expectedReturn.origin}${expectedReturn.pathname}`);
    t.equal(back.searchParams.get('cart'), '7', 'the return_url keeps its own query');
    t.equal(back.searchParams.get('subscription_id'), created.id);
    t.match(back.searchParams.get('ba_token'), created.links[0].href.split('ba_token=')[1]);
    t.match(back.searchParams.get('token'), /^[A-Z0-9]{17}$/);
    t.not(back.searchParams.get('token'), created.id);

    const active = await subs.show(created.id);
    t.match(active, {
      status: 'ACTIVE',
      subscriber: { email_address: 'buyer@example.com', payer_id: /^[A-Z0-9]{13}$/ },
      billing_info: {
        outstanding_balance: { value: '0.00', currency_code: 'USD' },
        cycle_executions: [
          { tenure_type: 'TRIAL', sequence: 1, cycles_completed: 1, cycles_remaining: 0, total_cycles: 1 },
          { tenure_type: 'REGULAR', sequence: 2, cycles_completed: 0, total_cycles: 0 },
        ],
        last_payment: { amount: { value: '14.80', currency_code: 'USD' }, time: at(0) },
        next_billing_time: at(14 * day),
        failed_payments_count: 0,
      },
    });
    t.same(active.links.map((item: any) => item.rel), ['cancel', 'edit', 'self', 'suspend']);

    const listedTransactions = await subs.transactions(created.id, at(-day), at(day));
    t.equal(listedTransactions.status, 200);
    t.equal(listedTransactions.body.total_items, 1);
    const [sale] = listedTransactions.body.transactions;
    t.match(sale, {
      id: /^[A-Z0-9]{17}$/,
      status: 'COMPLETED',
      amount_with_breakdown: { gross_amount: { value: '14.80', currency_code: 'USD' }, fee_amount: { currency_code: 'USD' }, net_amount: { currency_code: 'USD' } },
      payer_email: 'buyer@example.com',
      time: at(0),
    });
    t.equal((await subs.transactions(created.id, at(day), at(2 * day))).body.total_items, 0, 'outside the time range');

    const mine = aboutSubscription(created.id);
    const [createdEvent] = await waitForEvent('BILLING.SUBSCRIPTION.CREATED', mine);
    t.match(createdEvent?.event, { resource_type: 'subscription', resource_version: '2.0', resource: { status: 'APPROVAL_PENDING' } });
    const [activated] = await waitForEvent('BILLING.SUBSCRIPTION.ACTIVATED', mine);
    t.match(activated?.event.resource, { id: created.id, status: 'ACTIVE', custom_id: 'user_42' });
    const [completed] = await waitForEvent('PAYMENT.SALE.COMPLETED', mine);
    if (!completed) throw new Error('no sale event');
    t.match(completed.event, {
      id: /^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/,
      event_version: '1.0',
      resource_type: 'sale',
      resource: {
        id: sale.id,
        state: 'completed',
        amount: { total: '14.80', currency: 'USD', details: { subtotal: '14.80' } },
        billing_agreement_id: created.id,
        transaction_fee: { currency: 'USD' },
        links: [{ rel: 'self', href: `${sandbox.url}/paypal/v1/payments/sale/${sale.id}` }, { rel: 'refund', method: 'POST' }],
      },
    });
    t.ok(receiver.deliveries.indexOf(activated!) < receiver.deliveries.indexOf(completed), 'ACTIVATED is sent before the first sale');
    t.ok(await verifiesOffline(completed, 'WH-SANDBOX-0001', sandbox.testRootPem), 'the sale event verifies offline');
    t.equal(eventsOf('BILLING.SUBSCRIPTION.CREATED', mine).length, 1, 'the replayed create sent no second CREATED');
  });

  t.test('bill control: completed ×3 moves next_billing_time a week each, failed counts and announces PAYMENT.FAILED', async (t) => {
    const plan = await subs.plan();
    const subscription = await subs.subscribe(plan.id);
    await subs.decide(subscription, 'Approve');

    for (let week = 1; week <= 3; week++) {
      const billed = await subs.bill(subscription.id, 'completed');
      t.equal(billed.status, 200);
      t.match(billed.body, { saleId: /^[A-Z0-9]{17}$/, eventId: /^WH-/ });
      const [delivered] = await waitForEvent('PAYMENT.SALE.COMPLETED', (event) => event.id === billed.body.eventId);
      t.match(delivered?.event.resource, { id: billed.body.saleId, amount: { total: '7.40', currency: 'USD' }, billing_agreement_id: subscription.id });
      const shown = await subs.show(subscription.id);
      t.equal(shown.billing_info.next_billing_time, at((14 + 7 * week) * day), `next charge after week ${week}`);
      t.equal(shown.billing_info.cycle_executions[1].cycles_completed, week);
    }

    const failed = await subs.bill(subscription.id, 'failed');
    t.match(failed.body, { saleId: /^[A-Z0-9]{17}$/, eventId: /^WH-/ });
    const [failedEvent] = await waitForEvent('BILLING.SUBSCRIPTION.PAYMENT.FAILED', (event) => event.id === failed.body.eventId);
    t.match(failedEvent?.event, { resource_type: 'subscription', resource: { id: subscription.id, status: 'ACTIVE', billing_info: { failed_payments_count: 1 } } });
    const afterFailure = await subs.show(subscription.id);
    t.match(afterFailure.billing_info, {
      failed_payments_count: 1,
      outstanding_balance: { value: '7.40' },
      last_failed_payment: { amount: { value: '7.40', currency_code: 'USD' }, time: at(0) },
      last_payment: { amount: { value: '7.40' } },
      next_billing_time: at(5 * day),
    });
    t.equal(afterFailure.billing_info.cycle_executions[1].cycles_completed, 3, 'a failed charge pays no cycle');
    const statuses = (await subs.transactions(subscription.id)).body.transactions.map((item: any) => item.status);
    t.same(statuses, ['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'DECLINED']);

    const recovered = await subs.bill(subscription.id, 'completed');
    t.equal(recovered.status, 200);
    const shown = await subs.show(subscription.id);
    t.match(shown.billing_info, { failed_payments_count: 0, outstanding_balance: { value: '0.00' }, next_billing_time: at(42 * day) });

    await subs.bill(subscription.id, 'failed');
    const second = await subs.bill(subscription.id, 'failed');
    t.equal(second.status, 200);
    t.equal((await subs.show(subscription.id)).status, 'SUSPENDED', 'payment_failure_threshold (2) consecutive failures suspend');
    await waitForEvent('BILLING.SUBSCRIPTION.SUSPENDED', aboutSubscription(subscription.id));
    const refused = await subs.bill(subscription.id, 'completed');
    t.equal(refused.status, 409, 'a suspended subscription is not billed');
    t.equal((await subs.bill(subscription.id, 'maybe')).status, 400);
    t.equal((await subs.bill('I-UNKNOWN00000', 'completed')).status, 404);
  });

  t.test('redeliver sends a stored event again with the same id and body, freshly signed', async (t) => {
    const plan = await subs.plan();
    const subscription = await subs.subscribe(plan.id);
    await subs.decide(subscription, 'Approve');
    const { body } = await subs.bill(subscription.id, 'completed');
    const [first] = await waitForEvent('PAYMENT.SALE.COMPLETED', (event) => event.id === body.eventId);
    const redelivered = await paypal.control({}, `/_control/events/${body.eventId}/redeliver`);
    t.same(redelivered, { status: 200, body: { eventId: body.eventId, eventType: 'PAYMENT.SALE.COMPLETED' } });
    const copies = await waitForEvent('PAYMENT.SALE.COMPLETED', (event) => event.id === body.eventId, 2);
    t.equal(copies.length, 2);
    t.equal(copies[1]?.raw.toString(), first?.raw.toString());
    t.not(copies[1]?.headers['paypal-transmission-id'], first?.headers['paypal-transmission-id']);
    t.ok(await verifiesOffline(copies[1]!, 'WH-SANDBOX-0001', sandbox.testRootPem));
    t.equal((await subs.transactions(subscription.id)).body.total_items, 2, 'redelivery charges nothing');
    t.equal((await paypal.control({}, '/_control/events/WH-NOPE/redeliver')).status, 404);
  });

  t.test('a plan without the first cycle and a future start_time: the first sale waits for the bill control', async (t) => {
    const plan = await subs.plan(weeklyPlan);
    const subscription = await subs.subscribe(plan.id, { start_time: at(3 * day) });
    t.equal(subscription.start_time, at(3 * day));
    await subs.decide(subscription, 'Approve');
    const active = await subs.show(subscription.id);
    t.match(active, { status: 'ACTIVE', billing_info: { next_billing_time: at(3 * day), cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 0 }] } });
    t.notOk('last_payment' in active.billing_info);
    t.equal((await subs.transactions(subscription.id)).body.total_items, 0, 'nothing charged before start_time');
    await waitForEvent('BILLING.SUBSCRIPTION.ACTIVATED', aboutSubscription(subscription.id));

    const billed = await subs.bill(subscription.id, 'completed');
    t.equal(billed.status, 200);
    t.match((await subs.show(subscription.id)).billing_info, { next_billing_time: at(10 * day), last_payment: { amount: { value: '7.40' } } });
  });

  t.test('cancel, suspend and activate answer 204 with events; the wrong status is 422 SUBSCRIPTION_STATUS_INVALID', async (t) => {
    const plan = await subs.plan();
    const subscription = await subs.subscribe(plan.id);
    const post = (action: string, body: unknown = { reason: 'member asked' }) => paypal.api(`/v1/billing/subscriptions/${subscription.id}/${action}`, { method: 'POST', body });

    const early = await post('suspend');
    t.match(early, { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] } });
    await subs.decide(subscription, 'Approve');
    t.equal((await post('suspend')).status, 204);
    t.equal((await subs.show(subscription.id)).status, 'SUSPENDED');
    t.match((await post('suspend')).body, { details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: /should be active/ }] });
    t.equal((await post('activate', {})).status, 204, 'activate takes an optional reason');
    t.equal((await subs.show(subscription.id)).status, 'ACTIVE');

    const noReason = await post('cancel', {});
    t.match(noReason, { status: 400, body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/reason', location: 'body' }] } });
    t.equal((await post('cancel')).status, 204);
    const cancelled = await subs.show(subscription.id);
    t.match(cancelled, { status: 'CANCELLED', status_change_note: 'member asked' });
    t.notOk('next_billing_time' in cancelled.billing_info);
    const twice = await post('cancel');
    t.equal(twice.status, 422);
    t.match(twice.body, {
      name: 'UNPROCESSABLE_ENTITY',
      message: String,
      debug_id: twice.headers.get('paypal-debug-id'),
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'Invalid subscription status for cancel action; subscription status should be active or suspended.' }],
      links: [{ rel: 'information_link', href: 'https://developer.paypal.com/docs/api/subscriptions/v1/#error-SUBSCRIPTION_STATUS_INVALID' }],
    });
    t.equal((await subs.bill(subscription.id, 'completed')).status, 409, 'a cancelled subscription is never billed');
    t.equal((await subs.transactions(subscription.id)).body.total_items, 1);

    const mine = aboutSubscription(subscription.id);
    await waitForEvent('BILLING.SUBSCRIPTION.CANCELLED', mine);
    t.equal(eventsOf('BILLING.SUBSCRIPTION.SUSPENDED', mine).length, 1);
    t.equal(eventsOf('BILLING.SUBSCRIPTION.ACTIVATED', mine).length, 2, 'approval and reactivation');
    t.match(eventsOf('BILLING.SUBSCRIPTION.CANCELLED', mine)[0]?.event.resource, { status: 'CANCELLED' });
  });

  t.test('the approval page: Cancel returns to cancel_url with ba_token and token, nothing changes; approving twice is refused', async (t) => {
    const plan = await subs.plan();
    const subscription = await subs.subscribe(plan.id);
    const back = await subs.decide(subscription, 'Cancel');
    t.equal(`${back.origin}${back.pathname}`, cancelUrl);
    t.match(back.searchParams.get('ba_token'), /^BA-/);
    t.ok(back.searchParams.get('token'));
    t.equal(back.searchParams.get('subscription_id'), null);
    t.equal((await subs.show(subscription.id)).status, 'APPROVAL_PENDING');
    await subs.decide(subscription, 'Approve');
    t.equal((await fetch(subscription.links[0].href)).status, 409, 'the page refuses an active subscription');
    t.equal((await fetch(`${paypal.base}/webapps/billing/subscriptions?ba_token=BA-NOPE`)).status, 404);
    t.equal((await subs.transactions(subscription.id)).body.total_items, 1, 'one first sale');
  });

  t.test('sale refunds and reversals: 201 and PAYMENT.SALE.REFUNDED / REVERSED with sale_id', async (t) => {
    const plan = await subs.plan();
    const subscription = await subs.subscribe(plan.id);
    await subs.decide(subscription, 'Approve');
    const [first] = (await subs.transactions(subscription.id)).body.transactions;
    const sale = await paypal.api(`/v1/payments/sale/${first.id}`);
    t.match(sale.body, { id: first.id, state: 'completed', billing_agreement_id: subscription.id, custom: 'user_42' });

    const refund = await paypal.api(`/v1/payments/sale/${first.id}/refund`, { method: 'POST', body: { amount: { total: '4.80', currency: 'USD' } } });
    t.equal(refund.status, 201);
    t.match(refund.body, { id: /^[A-Z0-9]{17}$/, state: 'completed', sale_id: first.id, amount: { total: '4.80', currency: 'USD' } });
    const [refunded] = await waitForEvent('PAYMENT.SALE.REFUNDED', (event) => event.resource.sale_id === first.id);
    t.match(refunded?.event, { resource_type: 'refund', resource: { id: refund.body.id, amount: { total: '4.80', currency: 'USD' } } });
    t.equal((await subs.transactions(subscription.id)).body.transactions[0].status, 'PARTIALLY_REFUNDED');
    const tooMuch = await paypal.api(`/v1/payments/sale/${first.id}/refund`, { method: 'POST', body: { amount: { total: '10.01', currency: 'USD' } } });
    t.match(tooMuch, { status: 400, body: { name: 'TRANSACTION_REFUSED' } });

    const reversed = await paypal.control({ event_type: 'PAYMENT.SALE.REVERSED' }, `/_control/sales/${first.id}/events`);
    t.match(reversed, { status: 200, body: { saleId: first.id, eventId: /^WH-/ } });
    const [reversal] = await waitForEvent('PAYMENT.SALE.REVERSED', (event) => event.id === reversed.body.eventId);
    t.match(reversal?.event.resource, { sale_id: first.id, amount: { total: '10.00', currency: 'USD' } });
    t.equal((await paypal.api(`/v1/payments/sale/${first.id}/refund`, { method: 'POST', body: {} })).status, 400, 'nothing left to refund');
    t.equal((await paypal.api('/v1/payments/sale/NOPE/refund', { method: 'POST', body: {} })).status, 404);
  });

  t.test('a setup fee is charged on approval beside the first cycle; Prefer return=representation answers the whole subscription', async (t) => {
    const plan = await subs.plan((productId) => ({ ...weeklyPlan(productId), payment_preferences: { auto_bill_outstanding: true, setup_fee: { value: '7.40', currency_code: 'USD' }, payment_failure_threshold: 1 } }));
    const full = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody(plan.id), headers: { prefer: 'return=representation' } });
    t.match(full, { status: 201, body: { status: 'APPROVAL_PENDING', custom_id: 'user_42', update_time: at(0) } });
    const page = await (await fetch(full.body.links[0].href)).text();
    t.match(page, /7\.40 USD now, then 7\.40 USD every week/);
    await subs.decide(full.body, 'Approve');
    const { transactions } = (await subs.transactions(full.body.id)).body;
    t.same(transactions.map((item: any) => item.amount_with_breakdown.gross_amount.value), ['7.40', '7.40'], 'setup fee and first week');
    t.equal((await subs.show(full.body.id)).billing_info.cycle_executions[0].cycles_completed, 1, 'the setup fee pays no cycle');
  });

  t.test('failNext forces a 5xx on subscribe, show and cancel once each', async (t) => {
    const plan = await subs.plan();
    const subscription = await subs.subscribe(plan.id);
    for (const [path, call] of [
      ['subscribe', () => paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody(plan.id) })],
      ['get-subscription', () => paypal.api(`/v1/billing/subscriptions/${subscription.id}`)],
      ['cancel-subscription', () => paypal.api(`/v1/billing/subscriptions/${subscription.id}/cancel`, { method: 'POST', body: { reason: 'x' } })],
    ] as const) {
      t.equal((await paypal.control({ failNext: { path, status: 503 } })).status, 200);
      t.match(await call(), { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } }, path);
      t.not((await call()).status, 503, `${path} works again`);
    }
  });

  t.test('a start_time that arrives bills the first cycle on its own; a finite plan expires after its last cycle', async (t) => {
    const finite = await subs.plan((productId) => {
      const plan = weeklyPlan(productId);
      return { ...plan, billing_cycles: [{ ...plan.billing_cycles[0], total_cycles: 2 }] };
    });
    // The stand-in's clock stands still; the charge timer waits the real 30 ms between now and start_time.
    const subscription = await subs.subscribe(finite.id, { start_time: new Date(clock + 30).toISOString() });
    await subs.decide(subscription, 'Approve');
    const [first] = await waitForEvent('PAYMENT.SALE.COMPLETED', aboutSubscription(subscription.id));
    t.match(first?.event.resource, { amount: { total: '7.40' }, billing_agreement_id: subscription.id });
    t.match((await subs.show(subscription.id)).billing_info.cycle_executions, [{ cycles_completed: 1, cycles_remaining: 1, total_cycles: 2 }]);

    const last = await subs.bill(subscription.id, 'completed');
    t.equal(last.status, 200);
    const expired = await subs.show(subscription.id);
    t.match(expired, { status: 'EXPIRED', billing_info: { cycle_executions: [{ cycles_completed: 2, cycles_remaining: 0 }] } });
    t.notOk('next_billing_time' in expired.billing_info);
    await waitForEvent('BILLING.SUBSCRIPTION.EXPIRED', aboutSubscription(subscription.id));
    t.equal((await subs.bill(subscription.id, 'completed')).status, 409, 'nothing left to bill');
  });

  t.test('refusals: bearer, unknown ids, missing fields and business rules in PayPal\'s error shape', async (t) => {
    const product = await subs.product();
    for (const bearer of ['', 'A21AAnot-a-token']) {
      const answer = await paypal.api('/v1/billing/plans', { method: 'POST', body: firstTwoWeeksPlan(product.id), bearer });
      t.match(answer, { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } });
      t.equal((await paypal.api('/v1/billing/subscriptions/I-ANY', { bearer })).status, 401);
    }

    const unknownPlan = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody('P-000000000000000000000000') });
    t.match(unknownPlan, { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID', field: '/plan_id', location: 'body' }] } });
    const badPlanId = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody('asd') });
    t.match(badPlanId, { status: 400, body: { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_PARAMETER_SYNTAX', field: '/plan_id', value: 'asd' }] } });
    const missing = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: { application_context: { return_url: returnUrl } } });
    t.equal(missing.status, 400);
    t.match(missing.body, {
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: String,
      details: [
        { issue: 'MISSING_REQUIRED_PARAMETER', field: '/plan_id', location: 'body', description: String },
        { issue: 'MISSING_REQUIRED_PARAMETER', field: '/application_context/cancel_url', location: 'body' },
      ],
    });
    t.equal((await paypal.api('/v1/billing/subscriptions/I-UNKNOWN00000')).status, 404);

    const emptyPlan = await paypal.api('/v1/billing/plans', { method: 'POST', body: {} });
    t.equal(emptyPlan.status, 400);
    t.same(emptyPlan.body.details.map((detail: any) => detail.field), ['/product_id', '/name', '/billing_cycles', '/payment_preferences']);
    const base = firstTwoWeeksPlan(product.id);
    const trial = base.billing_cycles[0]!;
    const threeTrials = { ...base, billing_cycles: [trial, { ...trial, sequence: 2 }, { ...trial, sequence: 3 }, { ...base.billing_cycles[1], sequence: 4 }] };
    t.match(await paypal.api('/v1/billing/plans', { method: 'POST', body: threeTrials }), { status: 400, body: { details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/billing_cycles' }] } });
    const noRegular = { ...base, billing_cycles: [trial] };
    t.match(await paypal.api('/v1/billing/plans', { method: 'POST', body: noRegular }), { status: 400, body: { details: [{ description: /exactly one regular/ }] } });
    const pula = { ...base, billing_cycles: [trial, { ...base.billing_cycles[1], pricing_scheme: { fixed_price: { value: '100.00', currency_code: 'BWP' } } }] };
    t.match(await paypal.api('/v1/billing/plans', { method: 'POST', body: pula }), { status: 422, body: { details: [{ issue: 'CURRENCY_NOT_SUPPORTED', value: 'BWP' }] } });
    const noProduct = await paypal.api('/v1/billing/plans', { method: 'POST', body: firstTwoWeeksPlan('PROD-UNKNOWN') });
    t.match(noProduct, { status: 404, body: { details: [{ issue: 'INVALID_RESOURCE_ID', field: '/product_id' }] } });
    t.match(await paypal.api('/v1/catalogs/products', { method: 'POST', body: { name: 'x', type: 'SUBSCRIPTION' } }), { status: 400, body: { details: [{ field: '/type' }] } });

    const plan = await subs.plan();
    const noRange = await paypal.api('/v1/billing/subscriptions/I-ANY/transactions');
    t.equal(noRange.status, 404, 'unknown subscription first');
    const subscription = await subs.subscribe(plan.id);
    const rangeMissing = await paypal.api(`/v1/billing/subscriptions/${subscription.id}/transactions?start_time=yesterday`);
    t.match(rangeMissing, { status: 400, body: { details: [{ issue: 'INVALID_PARAMETER_SYNTAX', field: 'start_time', location: 'query' }, { issue: 'MISSING_REQUIRED_PARAMETER', field: 'end_time', location: 'query' }] } });

    t.equal((await paypal.api(`/v1/billing/plans/${plan.id}/deactivate`, { method: 'POST' })).status, 204);
    const inactive = await paypal.api('/v1/billing/subscriptions', { method: 'POST', body: subscriptionBody(plan.id) });
    t.match(inactive, { status: 422, body: { details: [{ issue: 'PLAN_STATUS_INVALID' }] } });
    t.equal(subscription.status, 'APPROVAL_PENDING', 'the earlier subscription keeps its plan');
  });
});
