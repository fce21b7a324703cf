import t from 'tap';
import pino from 'pino';
import { createTestDatabase } from '@guidepass/db/testing';
import { listSubscriptionAudit } from '@guidepass/payments/subscription-audit-repository';
import { NotYetApplicable } from '@guidepass/payments/not-yet-applicable';
import { processWebhookEvent } from '@guidepass/payments/jobs/process-webhook-event';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';
import { startSystem, type System } from './helper.ts';

// Issue 20 (product.md §15): what a forged or late PayPal event, a deleted account and a forgetful PayPal can no
// longer do to money.

const subscriptionOf = (system: System, paypalId: string) =>
  system.db.selectFrom('subscriptions').select(['id', 'user_id', 'status']).where('paypal_subscription_id', '=', paypalId).executeTakeFirstOrThrow();


/** The worker's payment steps against the system's database and PayPal stand-in. */
const workerDeps = (system: System): PaymentDeps => ({
  db: system.db,
  commissionRate: system.config.commissionRate,
  logger: pino({ level: 'silent' }),
  paypal: system.app.providers.paypal,
  yoco: null,
});

/** Stores a PayPal event as if it had passed the signature check, and processes it as the worker would. */
async function deliverUnchecked(system: System, type: string, resource: object) {
  const eventId = `WH-FORGED-${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  const row = await system.db
    .insertInto('webhook_events')
    .values({ provider: 'paypal', event_id: eventId, type, payload: JSON.stringify({ id: eventId, event_type: type, resource }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return processWebhookEvent(workerDeps(system), row.id);
}

const forgedSale = (id: string, subscriptionId: string, total: string) => ({
  id,
  state: 'completed',
  amount: { total, currency: 'USD', details: { subtotal: total } },
  billing_agreement_id: subscriptionId,
  create_time: new Date().toISOString(),
});

t.test('a sale event alone grants nothing: even past the signature check, a sale PayPal does not list is never credited', async (t) => {
  const system = await startSystem(t, { workers: false });
  const member = await system.member();
  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'global' }, member.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  const { subscriptionId } = start.body.data as { subscriptionId: string };

  // Never approved: PayPal lists no transaction, so a PAYMENT.SALE.COMPLETED for it is retried, never credited.
  await t.rejects(deliverUnchecked(system, 'PAYMENT.SALE.COMPLETED', forgedSale('FORGED0000000001A', subscriptionId, '56.20')), NotYetApplicable);
  const payments = await system.db.selectFrom('payments').select('id').where('user_id', '=', member.uid).execute();
  t.same(payments, [], 'no payment row');
  const user = await system.db.selectFrom('users').select(['payment_status', 'membership_expiry']).where('id', '=', member.uid).executeTakeFirstOrThrow();
  t.same(user, { payment_status: 'pending', membership_expiry: null }, 'no time');
  t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, false);
  const owed = await system.db.selectFrom('salesperson_month_totals').select(['sales', 'earnings_thebe']).execute();
  t.ok(owed.every((row) => row.sales === 0 && row.earnings_thebe === 0), 'no sale and no commission owed');
});

t.test('a sale read back from PayPal is credited at the amount PayPal lists, once, whatever the event body says', async (t) => {
  const system = await startSystem(t, { workers: false });
  const member = await system.member();
  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token);
  const { subscriptionId, redirectUrl } = start.body.data as { subscriptionId: string; redirectUrl: string };
  await system.subscriptionDecision(redirectUrl, 'approve');
  const [sale] = await system.app.providers.paypal!.listSubscriptionTransactions(subscriptionId, new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
  t.ok(sale, 'PayPal lists the first sale');

  // The event names the real sale but claims another amount: PayPal's own listing decides.
  t.equal(await deliverUnchecked(system, 'PAYMENT.SALE.COMPLETED', forgedSale(sale!.id, subscriptionId, '999.00')), 'credited-from-paypal');
  const payments = await system.db.selectFrom('payments').select(['provider_ref', 'amount_minor', 'weeks', 'status']).where('user_id', '=', member.uid).execute();
  t.same(payments, [{ provider_ref: sale!.id, amount_minor: 740, weeks: 2, status: 'captured' }]);
  // A sale id PayPal never issued on a live subscription is still refused.
  await t.rejects(deliverUnchecked(system, 'PAYMENT.SALE.COMPLETED', forgedSale('FORGED0000000002B', subscriptionId, '3.70')), NotYetApplicable);
  t.equal((await system.db.selectFrom('payments').select('id').where('user_id', '=', member.uid).execute()).length, 1, 'still one payment');
});

t.test('delete then approve: the subscription awaiting approval is stopped, the sale that still arrives is refunded, each with an audit line', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'sadc' }, member.token);
  const { subscriptionId, redirectUrl } = start.body.data as { subscriptionId: string; redirectUrl: string };
  const record = await subscriptionOf(system, subscriptionId);

  const deleted = await system.call('DELETE', '/api/me', undefined, member.token);
  t.equal(deleted.status, 200, JSON.stringify(deleted.body));
  t.match(await subscriptionOf(system, subscriptionId), { user_id: null, status: 'CANCELLED' }, 'recorded as cancelled; PayPal cannot cancel it before approval');
  t.match(await listSubscriptionAudit(system.db, record.id), [{ action: 'cancel-refused-awaiting-approval' }]);

  // The buyer approves at PayPal afterwards: PayPal activates it and charges the first cycle.
  await system.subscriptionDecision(redirectUrl, 'approve');
  const paypal = system.app.providers.paypal!;
  const atPayPal = await system.eventually(() => paypal.getSubscription(subscriptionId), (s) => s.status === 'CANCELLED');
  t.equal(atPayPal.status, 'CANCELLED', 'the approved subscription is cancelled at PayPal');
  const window = [new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000)] as const;
  const sales = await system.eventually(() => paypal.listSubscriptionTransactions(subscriptionId, ...window), (list) => list.length > 0 && list.every((s) => s.status === 'REFUNDED'));
  t.ok(sales.length > 0 && sales.every((s) => s.status === 'REFUNDED'), 'every sale it took is refunded');
  const audit = await system.eventually(() => listSubscriptionAudit(system.db, record.id), (lines) => lines.some((l) => l.action === 'sale-refunded-for-deleted-account'));
  t.same(
    audit.map((l) => l.action).sort(),
    ['cancel-refused-awaiting-approval', 'cancelled-for-deleted-account', ...sales.map(() => 'sale-refunded-for-deleted-account')].sort(),
  );
  t.same(await system.db.selectFrom('payments').select('id').where('subscription_id', '=', record.id).execute(), [], 'nothing credited to nobody');
  // The refunds' own PAYMENT.SALE.REFUNDED events settle without retries.
  const open = await system.eventually(
    () => system.db.selectFrom('webhook_events').select(['type', 'last_error']).where('processed_at', 'is', null).execute(),
    (rows) => rows.length === 0,
  );
  t.same(open, [], 'every event processed');
});

t.test('PayPal forgetting a kept plan (a restarted sandbox, the database kept) does not break subscribing', async (t) => {
  const database = await createTestDatabase('guidepass_forgotten_plan');
  t.teardown(() => database.release());
  const first = await startSystem(t, { databaseUrl: database.url, workers: false });
  const before = await first.member();
  t.equal((await first.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, before.token)).status, 200);
  const kept = await first.db.selectFrom('paypal_plans').select(['paypal_plan_id', 'paypal_account']).execute();
  t.equal(kept.length, 1);

  // A second product on the same database with a fresh stand-in: it knows none of the kept ids.
  const second = await startSystem(t, { databaseUrl: database.url, workers: false });
  const after = await second.member();
  const start = await second.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, after.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  const plans = await second.db.selectFrom('paypal_plans').select(['paypal_plan_id', 'forgotten_at']).orderBy('created_at').execute();
  t.equal(plans.length, 2, 'made again');
  t.ok(plans[0]!.forgotten_at, 'the plan PayPal forgot is marked');
  t.equal(plans[1]!.forgotten_at, null);
  const record = await second.db.selectFrom('subscriptions').select(['paypal_plan_id']).where('paypal_subscription_id', '=', start.body.data.subscriptionId).executeTakeFirstOrThrow();
  t.equal(record.paypal_plan_id, plans[1]!.paypal_plan_id, 'the subscription is on the plan PayPal knows');
  const again = await second.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, (await second.member()).token);
  t.equal(again.status, 200, 'and the next start reuses it');
  t.equal((await second.db.selectFrom('paypal_plans').select('id').execute()).length, 2);
});
