import t from 'tap';
import { sql } from 'kysely';
import { startSystem, type System } from './helper.ts';
import { webhooksSettled, expiryOf } from './assertions.ts';

const week = 7 * 24 * 60 * 60 * 1000;


/** The payments rows of a subscription's sales with their receipts, oldest first. */
const salesOf = (system: System, subscriptionId: string) =>
  system.db
    .selectFrom('payments')
    .select(['id', 'provider_ref', 'status', 'weeks', 'receipt_number'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('captured_at')
    .execute();

const receiptNotices = async (system: System, uid: string) =>
  (await system.db.selectFrom('member_notices').select('id').where('user_id', '=', uid).where('kind', '=', 'receipt').execute()).length;

t.test("re-check with PayPal: a sale whose webhook was lost is credited once with its receipt, a second re-check credits nothing, a cancel made at PayPal shows as CANCELLED", async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: 'boss@example.com' } });
  const member = await system.member();
  const admin = await system.member('boss@example.com');
  // Every webhook from here on is lost to us (held at the sandbox): only reads of PayPal can tell us anything.
  await system.control('paypal', { webhooks: { hold: true } });
  const start = (await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token)).body.data as { redirectUrl: string; subscriptionId: string };
  await system.subscriptionDecision(start.redirectUrl, 'approve');
  t.same((await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId: start.subscriptionId }, member.token)).body.data, { success: true, status: 'captured' });

  // The admin finds the member by e-mail address, in any case, with the subscription as we know it.
  const found = await system.call('GET', `/admin/members?email=${encodeURIComponent(member.email.toUpperCase())}`, undefined, admin.token);
  t.equal(found.status, 200, JSON.stringify(found.body));
  const firstExpiry = (await expiryOf(system, member.uid)).getTime();
  t.match(found.body.data, { id: member.uid, email: member.email, tierId: 'local', membershipExpiry: new Date(firstExpiry).toISOString(), active: true });
  t.equal(found.body.data.subscriptions.length, 1);
  const listed = found.body.data.subscriptions[0];
  const record = await system.db.selectFrom('subscriptions').selectAll().where('paypal_subscription_id', '=', start.subscriptionId).executeTakeFirstOrThrow();
  t.same(listed, {
    id: record.id,
    paypalSubscriptionId: start.subscriptionId,
    tierId: 'local',
    planKind: 'first-cycle',
    status: 'ACTIVE',
    nextChargeAt: record.next_charge_at!.toISOString(),
    createdAt: record.created_at.toISOString(),
    lastStatementAt: record.last_event_at!.toISOString(),
    creditedSales: 1,
  });

  // PayPal charges the next week; its PAYMENT.SALE.COMPLETED never reaches us.
  const bill = (await system.control('paypal', { outcome: 'completed' }, `/subscriptions/${start.subscriptionId}/bill`)) as { saleId: string };
  t.equal((await expiryOf(system, member.uid)).getTime(), firstExpiry, 'nothing credited without the webhook');

  const recheck = await system.call('POST', `/admin/subscriptions/${record.id}/recheck`, undefined, admin.token);
  t.equal(recheck.status, 200, JSON.stringify(recheck.body));
  t.match(recheck.body.data, { checked: true, newlyCredited: 1, subscription: { id: record.id, status: 'ACTIVE', creditedSales: 2 } });
  t.ok(new Date(recheck.body.data.subscription.nextChargeAt).getTime() > new Date(listed.nextChargeAt).getTime(), 'the next charge moved on');
  t.equal((await expiryOf(system, member.uid)).getTime(), firstExpiry + week, 'the lost sale adds its week');
  const sales = await salesOf(system, record.id);
  t.same(sales.map((s) => [s.weeks, s.status]), [[2, 'captured'], [1, 'captured']]);
  t.equal(sales[1]!.provider_ref, bill.saleId, 'credited by its sale id');
  t.match(sales[1]!.receipt_number, /^GP-\d{4}-\d{6}$/, 'with a receipt, as any credited payment');
  const receipts = await receiptNotices(system, member.uid);
  t.equal(receipts, 2, 'one receipt notice per sale');

  const again = await system.call('POST', `/admin/subscriptions/${record.id}/recheck`, undefined, admin.token);
  t.match(again.body.data, { checked: true, newlyCredited: 0, subscription: { status: 'ACTIVE', creditedSales: 2 } });
  t.equal((await expiryOf(system, member.uid)).getTime(), firstExpiry + week, 'a second re-check credits nothing');
  t.equal((await salesOf(system, record.id)).length, 2);
  t.equal(await receiptNotices(system, member.uid), receipts, 'and sends no second receipt');

  // The member cancels in their PayPal account; BILLING.SUBSCRIPTION.CANCELLED is lost too.
  await system.app.providers.paypal!.cancelSubscription(start.subscriptionId, 'Cancelled in the PayPal account');
  t.equal((await system.call('GET', `/admin/members?email=${encodeURIComponent(member.email)}`, undefined, admin.token)).body.data.subscriptions[0].status, 'ACTIVE', 'still ACTIVE as far as we know');
  const cancelled = await system.call('POST', `/admin/subscriptions/${record.id}/recheck`, undefined, admin.token);
  t.match(cancelled.body.data, { checked: true, newlyCredited: 0, subscription: { status: 'CANCELLED', nextChargeAt: null, creditedSales: 2 } });
  t.equal((await expiryOf(system, member.uid)).getTime(), firstExpiry + week, 'the paid-for time stays');

  // The held webhooks arrive after all: they change nothing the re-checks recorded.
  await system.control('paypal', {}, '/release');
  const released = await system.eventually(
    async () => (await sql<{ n: number }>`select count(*)::int as n from webhook_events where type in ('PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.CANCELLED') and processed_at is not null`.execute(system.db)).rows[0]!.n,
    (n) => n === 3,
  );
  t.equal(released, 3, 'the held webhooks were processed');
  t.equal((await webhooksSettled(system, 3)).open, 0, 'and none is left open');
  t.equal((await expiryOf(system, member.uid)).getTime(), firstExpiry + week);
  t.equal((await salesOf(system, record.id)).length, 2);
  t.equal((await system.call('GET', `/admin/members?email=${encodeURIComponent(member.email)}`, undefined, admin.token)).body.data.subscriptions[0].status, 'CANCELLED');

  // Members are refused, with nothing re-checked.
  const refused = await system.call('POST', `/admin/subscriptions/${record.id}/recheck`, undefined, member.token);
  t.equal(refused.status, 403);
  t.equal(refused.body.error.reason, 'not-admin');
});
