import t from 'tap';
import { sql } from 'kysely';
import { startSystem, type System } from './helper.ts';
import { expiryOf } from './assertions.ts';

const week = 7 * 24 * 60 * 60 * 1000;


/** The payments rows of a subscription's sales, oldest first. */
const salesOf = (system: System, paypalSubscriptionId: string) =>
  system.db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .select(['p.id', 'p.provider_ref', 'p.capture_ref', 'p.status', 'p.weeks', 'p.amount_minor', 'p.price_thebe', 'p.commission_thebe', 'p.captured_at'])
    .where('s.paypal_subscription_id', '=', paypalSubscriptionId)
    .orderBy('p.captured_at')
    .execute();

const subscriptionRecord = (system: System, paypalSubscriptionId: string) =>
  system.db.selectFrom('subscriptions').selectAll().where('paypal_subscription_id', '=', paypalSubscriptionId).executeTakeFirstOrThrow();

/** How many times the sandbox delivered the event to the api with a 200, waiting until at least `times` (or the wait ends). */
const deliveredOk = async (system: System, eventId: string, times: number) =>
  (
    await system.eventually(
      async () => ((await (await fetch(`${system.sandboxUrl}/paypal/_control/deliveries`)).json()) as { deliveries: { event_id: string; status_code: number | null }[] }).deliveries,
      (list) => list.filter((d) => d.event_id === eventId && d.status_code === 200).length >= times,
    )
  ).filter((d) => d.event_id === eventId && d.status_code === 200).length;

/** Waits until the api stored the sandbox's event and the worker processed it. */
const processed = (system: System, eventId: string) =>
  system.eventually(
    () => system.db.selectFrom('webhook_events').select(['processed_at', 'last_error']).where('event_id', '=', eventId).executeTakeFirst(),
    (row) => row?.processed_at != null,
  );


t.test('a PayPal subscription lived in seconds: approve → 2 weeks once, each completed charge +1 week, failures and duplicates add nothing, a refund takes back', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();

  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  const { redirectUrl, subscriptionId } = start.body.data as { redirectUrl: string; subscriptionId: string };
  t.match(subscriptionId, /^I-/);
  const plans = await system.db.selectFrom('paypal_plans').select(['tier_id', 'kind', 'currency', 'weekly_amount_minor']).execute();
  t.same(plans, [{ tier_id: 'local', kind: 'first-cycle', currency: 'USD', weekly_amount_minor: 370 }], 'the plan is made on first use and kept');

  const back = await system.subscriptionDecision(redirectUrl, 'approve');
  t.equal(`${back.origin}${back.pathname}`, `${system.config.appUrl}/`);
  t.equal(back.searchParams.get('payment'), 'success');
  t.equal(back.searchParams.get('subscription_id'), subscriptionId, 'PayPal appends the subscription id');

  const confirm = await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId }, member.token);
  t.same(confirm.body.data, { success: true, status: 'captured' }, 'the first confirm after the return is already active');
  const second = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token);
  t.equal(second.status, 409, 'one renewal at a time: a second subscription is refused');
  t.equal(second.body.error.reason, 'auto-renew-on');
  t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, true);

  // The same first sale also arrives as PAYMENT.SALE.COMPLETED (and ACTIVATED, maybe before it): still one credit.
  await system.eventually(
    async () => (await sql<{ n: number }>`select count(*)::int as n from webhook_events where type = 'PAYMENT.SALE.COMPLETED' and processed_at is not null`.execute(system.db)).rows[0]!.n,
    (n) => n === 1,
  );
  let sales = await salesOf(system, subscriptionId);
  t.equal(sales.length, 1, 'one payment for the first sale');
  t.match(sales[0], { status: 'captured', weeks: 2, amount_minor: 740, price_thebe: 10_000, commission_thebe: 1_000 });
  t.equal(sales[0]!.capture_ref, sales[0]!.provider_ref, 'the sale id is the ledger key');
  const firstExpiry = (await expiryOf(system, member.uid)).getTime();
  t.equal(firstExpiry, sales[0]!.captured_at!.getTime() + 2 * week, 'two weeks, credited once');
  t.equal((await subscriptionRecord(system, subscriptionId)).status, 'ACTIVE');

  // Two charges billed now, each told by a signed webhook through the api's intake and the worker.
  let expiry = firstExpiry;
  const billed: string[] = [];
  for (const round of [1, 2]) {
    const bill = (await system.control('paypal', { outcome: 'completed' }, `/subscriptions/${subscriptionId}/bill`)) as { saleId: string; eventId: string };
    billed.push(bill.saleId);
    await processed(system, bill.eventId);
    t.equal((await expiryOf(system, member.uid)).getTime(), expiry + week, `charge ${round} adds exactly one week`);
    expiry += week;
  }
  sales = await salesOf(system, subscriptionId);
  t.same(sales.map((s) => [s.weeks, s.amount_minor, s.commission_thebe, s.status]), [[2, 740, 1000, 'captured'], [1, 370, 500, 'captured'], [1, 370, 500, 'captured']]);
  const record = await subscriptionRecord(system, subscriptionId);
  t.ok(record.next_charge_at, 'the next charge is recorded');

  // The last sale's event delivered again (same id), and a second confirm re-reading every sale: nothing more.
  const lastBill = (await system.control('paypal', { outcome: 'completed' }, `/subscriptions/${subscriptionId}/bill`)) as { saleId: string; eventId: string };
  await processed(system, lastBill.eventId);
  expiry += week;
  t.equal((await expiryOf(system, member.uid)).getTime(), expiry);
  await system.control('paypal', {}, `/events/${lastBill.eventId}/redeliver`);
  t.ok((await deliveredOk(system, lastBill.eventId, 2)) >= 2, 'delivered again, and answered');
  const again = await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId }, member.token);
  t.same(again.body.data, { success: true, status: 'captured' });
  t.equal((await expiryOf(system, member.uid)).getTime(), expiry, 'a redelivered sale event and a re-read credit nothing');
  t.equal((await salesOf(system, subscriptionId)).length, 4);

  // A failed charge: no time, no payment, the subscription record follows (next charge moved to the retry).
  const failed = (await system.control('paypal', { outcome: 'failed' }, `/subscriptions/${subscriptionId}/bill`)) as { saleId: string; eventId: string };
  await processed(system, failed.eventId);
  t.equal((await expiryOf(system, member.uid)).getTime(), expiry, 'a failed charge adds no time');
  t.equal((await salesOf(system, subscriptionId)).length, 4, 'and records no payment');
  const afterFailure = await subscriptionRecord(system, subscriptionId);
  t.equal(afterFailure.status, 'ACTIVE');
  t.ok(afterFailure.next_charge_at!.getTime() > Date.now() + 4 * 24 * 60 * 60 * 1000, 'the next charge is the retry, days away');
  t.ok(afterFailure.last_event_at!.getTime() >= record.last_event_at!.getTime());
  // The member is told, once, with what to do; a redelivery of the failure is the same notice.
  const failureMail = await system.eventually(
    async () => (await system.inbox(member.email)).filter((mail) => mail.subject === 'Your guidepass payment failed'),
    (mails) => mails.length > 0,
  );
  t.equal(failureMail.length, 1, 'one "payment failed" mail');
  t.match(failureMail[0]!.text, /no week was added/);
  t.match(failureMail[0]!.text, /What to do: check the card or balance of your PayPal account/);
  t.match(failureMail[0]!.text, new RegExp(`Open My membership: ${system.config.appUrl}/\\?renew=1`));
  await system.control('paypal', {}, `/events/${failed.eventId}/redeliver`);
  t.ok((await deliveredOk(system, failed.eventId, 2)) >= 2, 'delivered again, and answered');
  await processed(system, failed.eventId);
  const failedNotices = await system.db.selectFrom('member_notices').select('key').where('user_id', '=', member.uid).where('kind', '=', 'payment-failed').execute();
  const failedEvent = await system.db.selectFrom('webhook_events').select('id').where('event_id', '=', failed.eventId).executeTakeFirstOrThrow();
  t.same(failedNotices, [{ key: failedEvent.id }], 'recorded once, keyed by the stored event');
  // Each automatic charge was mailed as a receipt saying so.
  const receipts = await system.eventually(
    async () => (await system.inbox(member.email)).filter((mail) => mail.subject.includes('receipt GP-')),
    (mails) => mails.length >= 4,
  );
  const renewed = receipts.filter((mail) => mail.subject.startsWith('Your guidepass membership renewed: receipt GP-'));
  t.equal(renewed.length, 3, 'each automatic charge mailed as a "renewed" receipt');
  t.equal(receipts.length - renewed.length, 1, 'the first sale as a plain receipt');
  t.match(renewed[0]!.text, /PayPal charges the weekly price each week until you turn automatic renewal off in My membership/);

  // A refunded sale gives back its week and its commission, once.
  const refund = (await system.control('paypal', { event_type: 'PAYMENT.SALE.REFUNDED' }, `/sales/${billed[0]}/events`)) as { eventId: string };
  await processed(system, refund.eventId);
  t.equal((await expiryOf(system, member.uid)).getTime(), expiry - week, 'the refunded week is taken back');
  const refunded = (await salesOf(system, subscriptionId)).find((s) => s.provider_ref === billed[0])!;
  t.equal(refunded.status, 'refunded');
  const clawback = await system.db.selectFrom('payment_refunds').select(['commission_clawback_thebe', 'weeks_taken_back']).where('payment_id', '=', refunded.id).execute();
  t.same(clawback, [{ commission_clawback_thebe: 500, weeks_taken_back: 1 }]);
  await system.control('paypal', {}, `/events/${refund.eventId}/redeliver`);
  // A reversal of another sale takes back too (PayPal-initiated).
  const reversal = (await system.control('paypal', { event_type: 'PAYMENT.SALE.REVERSED' }, `/sales/${billed[1]}/events`)) as { eventId: string };
  await processed(system, reversal.eventId);
  t.equal((await expiryOf(system, member.uid)).getTime(), expiry - 2 * week, 'one week each, the redelivered refund taking nothing more');

  // The earnings rollup counts subscription sales like any other: 4 sales, 2 of them refunded.
  const { salesperson_id } = await system.db.selectFrom('users').select('salesperson_id').where('id', '=', member.uid).executeTakeFirstOrThrow();
  const totals = await system.db
    .selectFrom('salesperson_month_totals')
    .select([sql<number>`sum(sales)::int`.as('sales'), sql<number>`sum(refunds)::int`.as('refunds'), sql<number>`sum(earnings_thebe)::int`.as('earnings')])
    .where('salesperson_id', '=', salesperson_id!)
    .executeTakeFirstOrThrow();
  t.same(totals, { sales: 4, refunds: 2, earnings: 1000 + 500 + 500 + 500 - 500 - 500 });

  // Renewal turned off: cancelled at PayPal, access kept to the paid-through date, and no later charge is possible.
  const paidThrough = (await expiryOf(system, member.uid)).getTime();
  const off = await system.call('DELETE', '/api/membership/auto-renew', undefined, member.token);
  t.equal(off.status, 200, JSON.stringify(off.body));
  t.equal((await system.app.providers.paypal!.getSubscription(subscriptionId)).status, 'CANCELLED', 'cancelled at PayPal');
  t.equal((await expiryOf(system, member.uid)).getTime(), paidThrough, 'access stays until the paid-through date');
  const refusedBill = await fetch(`${system.sandboxUrl}/paypal/_control/subscriptions/${subscriptionId}/bill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'completed' }),
  });
  t.equal(refusedBill.status, 409, 'PayPal bills a cancelled subscription no more');
  t.equal((await expiryOf(system, member.uid)).getTime(), paidThrough, 'so nothing is credited');
  t.equal((await salesOf(system, subscriptionId)).length, 4);
});

t.test("bad input is a 400 that changes nothing; another member's subscription is refused like an unknown one; the confirm alone credits when webhooks are late", async (t) => {
  const system = await startSystem(t);
  const owner = await system.member();
  const other = await system.member();

  const badStarts = [{}, { selectedTierId: '' }, { selectedTierId: 'local', amount: '0.01' }, { selectedTierId: 'no-such-tier' }];
  for (const body of badStarts) {
    const answer = await system.call('POST', '/api/subscriptions/paypal', body, owner.token);
    t.equal(answer.status, 400, JSON.stringify(body));
    t.type(answer.body.error?.code, 'string');
  }
  for (const body of [{}, { subscriptionId: 'not-an-id' }, { subscriptionId: 'I-ABC', extra: 1 }]) {
    t.equal((await system.call('POST', '/api/subscriptions/paypal/confirm', body, owner.token)).status, 400, JSON.stringify(body));
  }
  t.equal((await system.db.selectFrom('subscriptions').select('id').execute()).length, 0, 'bad input records nothing');
  t.equal((await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' })).status, 401, 'signed-in members only');

  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, owner.token);
  const { redirectUrl, subscriptionId } = start.body.data;
  // PayPal's webhooks held back: only the confirm's read of the subscription and its transactions can credit.
  await system.control('paypal', { webhooks: { hold: true } });
  await system.subscriptionDecision(redirectUrl, 'approve');
  const stolen = await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId }, other.token);
  t.equal(stolen.status, 404);
  t.equal(stolen.body.error.code, 'not-found', 'the same answer as an unknown id');
  t.equal((await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId: 'I-UNKNOWN0000' }, owner.token)).status, 404);
  const otherMe = await system.call('GET', '/api/me', undefined, other.token);
  t.equal(otherMe.body.data.membershipActive, false, "the other member gains nothing from the owner's subscription");
  t.same((await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId }, owner.token)).body.data, { success: true, status: 'captured' });
  t.equal((await system.db.selectFrom('webhook_events').select('id').where('type', '=', 'PAYMENT.SALE.COMPLETED').execute()).length, 0, 'credited by the confirm alone');
  const [sale] = await salesOf(system, subscriptionId);
  t.match(sale, { status: 'captured', weeks: 2 });
  t.equal((await expiryOf(system, owner.uid)).getTime(), sale!.captured_at!.getTime() + 2 * week);
  // The held ACTIVATED and PAYMENT.SALE.COMPLETED arrive late: the subscription record follows, no second credit.
  await system.control('paypal', {}, '/release');
  const late = await system.eventually(
    async () => (await sql<{ n: number }>`select count(*)::int as n from webhook_events where type in ('PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.ACTIVATED') and processed_at is not null`.execute(system.db)).rows[0]!.n,
    (n) => n === 2,
  );
  t.equal(late, 2, 'both late events were processed');
  t.equal((await expiryOf(system, owner.uid)).getTime(), sale!.captured_at!.getTime() + 2 * week, 'the late sale event credits nothing more');
  t.equal((await salesOf(system, subscriptionId)).length, 1);
  t.equal((await subscriptionRecord(system, subscriptionId)).status, 'ACTIVE');

  // A second subscription of the same tier and price reuses the kept plan.
  await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, other.token);
  t.equal((await system.db.selectFrom('paypal_plans').select('id').execute()).length, 1);
});

t.test('one renewal at a time: a member who approves two subscriptions (back button, two tabs) keeps the first; the second is cancelled at PayPal, its sale kept', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  // PayPal's webhooks held, so that the ACTIVATED events arrive after the worker settled the two.
  await system.control('paypal', { webhooks: { hold: true } });
  // Both started before either was approved, so the start route's check cannot see a live one.
  const first = (await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token)).body.data;
  const second = (await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token)).body.data;
  await system.subscriptionDecision(first.redirectUrl, 'approve');
  await system.subscriptionDecision(second.redirectUrl, 'approve');
  // The two returns confirmed at the same moment.
  const confirms = await Promise.all(
    [first, second].map((started) => system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId: started.subscriptionId }, member.token)),
  );
  t.same(confirms.map((c) => c.body.data), [{ success: true, status: 'captured' }, { success: true, status: 'captured' }]);

  const paypal = system.app.providers.paypal!;
  await system.eventually(async () => (await paypal.getSubscription(second.subscriptionId)).status, (status) => status === 'CANCELLED');
  t.equal((await paypal.getSubscription(first.subscriptionId)).status, 'ACTIVE', 'the first stays');
  t.equal((await paypal.getSubscription(second.subscriptionId)).status, 'CANCELLED', 'the second is cancelled at PayPal');
  t.equal((await subscriptionRecord(system, second.subscriptionId)).status, 'CANCELLED');
  t.equal((await salesOf(system, second.subscriptionId)).length, 1, 'its first sale was taken and stays credited');
  const view = (await system.call('GET', '/api/membership', undefined, member.token)).body.data;
  t.match(view.autoRenew, { status: 'ACTIVE' }, 'one renewal shown');
  // Its ACTIVATED webhook arriving late cannot make it live again.
  await system.control('paypal', {}, '/release');
  const activated = await system.eventually(
    async () => (await sql<{ n: number }>`select count(*)::int as n from webhook_events where type = 'BILLING.SUBSCRIPTION.ACTIVATED' and processed_at is not null`.execute(system.db)).rows[0]!.n,
    (n) => n === 2,
  );
  t.equal(activated, 2, 'both ACTIVATED events were processed');
  t.equal((await subscriptionRecord(system, second.subscriptionId)).status, 'CANCELLED');
});
