import t, { type Test } from 'tap';
import { queueNames, type MaintenanceJob } from '@guidepass/jobs';
import { startWorkerFixture } from '../helper.ts';

async function setup(t: Test) {
  const { db, queue, events } = await startWorkerFixture<MaintenanceJob>(t, queueNames.maintenance);
  const run = async (kind: MaintenanceJob['kind']) => (await queue.add(kind, { kind })).waitUntilFinished(events, 20_000);
  const user = await db
    .insertInto('users')
    .values({ email: 'm@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = (ref: string, createdAt: Date) =>
    db
      .insertInto('payments')
      .values({ user_id: user.id, tier_id: 'local', provider: 'yoco', provider_ref: ref, amount_minor: 13300, currency: 'ZAR', price_thebe: 10000, weeks: 2, created_at: createdAt } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
  return { db, run, payment, userId: user.id };
}

t.test('payments still created after 24 h expire; younger ones and paid ones do not', async (t) => {
  const { db, run, payment } = await setup(t);
  const old = await payment('ch_old', new Date(Date.now() - 25 * 60 * 60 * 1000));
  const young = await payment('ch_young', new Date(Date.now() - 60 * 60 * 1000));
  t.equal(await run('expire-stale-payments'), 1);
  const states = await db.selectFrom('payments').select(['id', 'status']).execute();
  t.same(Object.fromEntries(states.map((s) => [s.id, s.status])), { [old.id]: 'expired', [young.id]: 'created' });
});

t.test('a stored webhook event nobody queued (Redis was down) is queued by the sweep and activates its payment', async (t) => {
  const { db, run, payment, userId } = await setup(t);
  const paid = await payment('ch_paid', new Date());
  const fresh = await payment('ch_fresh', new Date());
  const event = (id: string, checkoutId: string, minutesAgo: number) => ({
    provider: 'yoco' as const,
    event_id: id,
    type: 'payment.succeeded',
    payload: JSON.stringify({ id, type: 'payment.succeeded', payload: { id: `p_${id}`, status: 'succeeded', amount: 13300, currency: 'ZAR', metadata: { checkoutId } } }),
    received_at: new Date(Date.now() - minutesAgo * 60 * 1000),
  });
  await db.insertInto('webhook_events').values([event('evt_old', 'ch_paid', 6), event('evt_new', 'ch_fresh', 1)] as never).execute();
  t.equal(await run('requeue-webhook-events'), 1, 'only the event older than 5 minutes');
  // The event is marked processed after the activation's own transaction: wait for that last write, not the first.
  for (let i = 0; i < 100; i++) {
    const { status } = await db.selectFrom('payments').select('status').where('id', '=', paid.id).executeTakeFirstOrThrow();
    const old = await db.selectFrom('webhook_events').select('processed_at').where('event_id', '=', 'evt_old').executeTakeFirst();
    if (status === 'captured' && old?.processed_at) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const statuses = await db.selectFrom('payments').select(['id', 'status']).execute();
  t.same(Object.fromEntries(statuses.map((s) => [s.id, s.status])), { [paid.id]: 'captured', [fresh.id]: 'created' });
  const member = await db.selectFrom('users').select('payment_status').where('id', '=', userId).executeTakeFirstOrThrow();
  t.equal(member.payment_status, 'paid');
  const processed = await db.selectFrom('webhook_events').select(['event_id', 'processed_at']).orderBy('event_id').execute();
  t.ok(processed.find((e) => e.event_id === 'evt_old')?.processed_at);
});
