import t from 'tap';
import { sql } from 'kysely';
import { messages } from '@guidepass/domain/messages';
import { configuredProviderNames } from '@guidepass/domain/configured-provider-names';
import { startSystem, type System } from './helper.ts';

// product.md §15: per member at most 10 payment or subscription starts a minute (every start route together) and 5
// open ones; past either a 429 with Retry-After, and nothing is made at the provider or here.

// The system configures every provider (the sandbox stands in for each), and the refusals name them all.
const everyProvider = messages.providerChoice(configuredProviderNames(null));

/** Every start route, as the payment view and My membership call them (a never-paid member names the tier). */
const starts: Array<[string, string, object]> = [
  ['POST', '/api/payments/paypal', { selectedTierId: 'local' }],
  ['POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }],
  ['POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }],
  ['POST', '/api/membership/renew', { provider: 'paypal', selectedTierId: 'local' }],
  ['POST', '/api/membership/renew', { provider: 'yoco', selectedTierId: 'local' }],
  ['POST', '/api/membership/auto-renew', { selectedTierId: 'local' }],
  ['POST', '/api/payments/yoco', { selectedTierId: 'sadc', paymentMethod: 'card' }],
];

/** The member's open starts at ours: unpaid payments and subscriptions awaiting approval, each opened at the provider. */
async function openAtOurs(system: System, uid: string) {
  const { rows } = await sql<{ payments: number; subscriptions: number; unopened: number }>`
    select (select count(*)::int from payments where user_id = ${uid}) as payments,
           (select count(*)::int from subscriptions where user_id = ${uid}) as subscriptions,
           (select count(*)::int from payments where user_id = ${uid} and provider_ref is null)
             + (select count(*)::int from subscriptions where user_id = ${uid} and paypal_subscription_id is null) as unopened`.execute(system.db);
  return rows[0]!;
}

/** Orders and subscriptions PayPal was asked to create. */
async function paypalCreations(system: System) {
  const { requests } = (await (await fetch(`${system.sandboxUrl}/paypal/_control/requests`)).json()) as { requests: Array<{ method: string; path: string }> };
  return requests.filter((r) => r.method === 'POST' && /\/(checkout\/orders|billing\/subscriptions)$/.test(r.path)).length;
}

t.test('14 parallel starts by one member over every start route: 5 open, 4 past the minute budget, the rest refused as too many open; nothing more anywhere; another member is unaffected', async (t) => {
  const system = await startSystem(t);
  const [member, other] = await Promise.all([system.member(), system.member()]);
  const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => starts[i % starts.length]!).map(([method, path, body]) => system.call(method, path, body, member.token)));

  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  t.equal(ok.length, 5, JSON.stringify(answers.map((a) => [a.status, a.body.error?.reason])));
  t.equal(refused.length, 9, 'every other start is a 429');
  const byReason = (reason: string) => refused.filter((a) => a.body.error?.reason === reason);
  t.equal(byReason('too-many-payment-starts').length, 4, '10 starts a minute: 4 of 14 are past it');
  t.equal(byReason('too-many-open-payments').length, 5, 'of the 10 within it, 5 find 5 open already');
  for (const answer of byReason('too-many-payment-starts')) {
    t.same(answer.body.error, { code: 'resource-exhausted', reason: 'too-many-payment-starts', message: messages.tooManyPaymentStarts(everyProvider) });
    const retryAfter = Number(answer.headers.get('retry-after'));
    t.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After within the minute (${retryAfter})`);
  }
  for (const answer of byReason('too-many-open-payments')) {
    t.same(answer.body.error, { code: 'resource-exhausted', reason: 'too-many-open-payments', message: messages.tooManyOpenPayments(everyProvider) });
    const retryAfter = Number(answer.headers.get('retry-after'));
    t.ok(retryAfter > 23 * 3600 && retryAfter <= 24 * 3600, `Retry-After: when the oldest open one lapses (${retryAfter})`);
  }

  const stored = await openAtOurs(system, member.uid);
  t.equal(stored.payments + stored.subscriptions, 5, 'exactly the 5 started are recorded');
  t.equal(stored.unopened, 0, 'each of them opened at the provider');
  const paypalStarted = ok.filter((a) => a.body.data.orderId || a.body.data.subscriptionId).length;
  t.equal(await paypalCreations(system), paypalStarted, 'PayPal was asked for exactly the orders and subscriptions started');

  // A start after the burst is still refused (5 open), the other member starts as usual.
  const later = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  t.equal(later.status, 429);
  const others = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, other.token);
  t.equal(others.status, 200, 'another member is unaffected');
  const after = await openAtOurs(system, member.uid);
  t.equal(after.payments + after.subscriptions, 5, 'still 5');
});

t.test('an open payment that is paid, or older than 24 h, no longer counts: the member may start again', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const started: Array<{ redirectUrl: string; paymentId: string }> = [];
  for (let i = 0; i < 5; i++) {
    const answer = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
    t.equal(answer.status, 200, JSON.stringify(answer.body));
    started.push(answer.body.data);
  }
  const full = await system.call('POST', '/api/membership/renew', { provider: 'yoco', selectedTierId: 'local' }, member.token);
  t.equal(full.body.error?.reason, 'too-many-open-payments');

  await system.yocoDecision(started[0]!.redirectUrl, 'pay');
  await system.eventually(() => system.db.selectFrom('payments').select('status').where('id', '=', started[0]!.paymentId).executeTakeFirstOrThrow(), (p) => p.status === 'captured');
  t.equal((await system.call('POST', '/api/membership/renew', { provider: 'yoco' }, member.token)).status, 200, 'a paid one frees its place');
  t.equal((await system.call('POST', '/api/membership/renew', { provider: 'yoco' }, member.token)).body.error?.reason, 'too-many-open-payments');

  await sql`update payments set created_at = now() - interval '25 hours' where id = ${started[1]!.paymentId}`.execute(system.db);
  t.equal((await system.call('POST', '/api/membership/auto-renew', {}, member.token)).status, 200, 'one left unpaid for over 24 h frees its place');
});
