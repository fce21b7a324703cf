import t, { type Test } from 'tap';
import { randomUUID } from 'node:crypto';
import { queueNames, type MaintenanceJob } from '@guidepass/jobs';
import { startWorkerFixture } from '../helper.ts';

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

async function setup(t: Test, options: { retentionBatchSize?: number } = {}) {
  const { db, queue, events } = await startWorkerFixture<MaintenanceJob>(t, queueNames.maintenance, {}, options);
  const run = async (kind: MaintenanceJob['kind']) => (await queue.add(kind, { kind })).waitUntilFinished(events, 20_000);
  const user = await db
    .insertInto('users')
    .values({ email: 'r@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = async (family: string, at: { created: number; expires: number; revoked?: number; rotated?: boolean }) => {
    const row = await db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        token_hash: randomUUID(),
        family,
        created_at: daysAgo(at.created),
        family_started_at: daysAgo(at.created),
        expires_at: daysAgo(at.expires),
        revoked_at: at.revoked === undefined ? null : daysAgo(at.revoked),
        rotated_at: at.rotated && at.revoked !== undefined ? daysAgo(at.revoked) : null,
        user_agent: null,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const token = async (at: { created: number; expires: number; used?: number }) => {
    const row = await db
      .insertInto('email_tokens')
      .values({
        user_id: user.id,
        purpose: 'verify',
        token_hash: randomUUID(),
        code_hash: randomUUID(),
        created_at: daysAgo(at.created),
        expires_at: daysAgo(at.expires),
        used_at: at.used === undefined ? null : daysAgo(at.used),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const event = async (eventId: string, at: { received: number; processed?: number }) => {
    await db
      .insertInto('webhook_events')
      .values({
        provider: 'yoco',
        event_id: eventId,
        type: 'payment.succeeded',
        payload: JSON.stringify({ id: eventId, type: 'payment.succeeded' }),
        received_at: daysAgo(at.received),
        processed_at: at.processed === undefined ? null : daysAgo(at.processed),
        // an unprocessed event given up on: the requeue sweep leaves it alone, so only retention acts here
        attempts: 50,
      } as never)
      .execute();
  };
  return { db, run, session, token, event, userId: user.id };
}

t.test('sessions: dead families go once past the period; every row of a live family stays, however old', async (t) => {
  const { db, run, session } = await setup(t);
  // A sign-in 40 days old still refreshed today: its first row (the sign-in time) and the rotated rows a replay is
  // recognised by expired long ago, yet the family is live.
  // Its live row goes in first: the worker's schedulers run a sweep at start, which may land between these inserts.
  const live = randomUUID();
  const liveCurrent = await session(live, { created: 1, expires: -29 });
  const liveFirst = await session(live, { created: 40, expires: 35, revoked: 39, rotated: true });
  const liveRotated = await session(live, { created: 39, expires: 34, revoked: 1, rotated: true });
  // Signed out 31 days ago: gone.
  const signedOut = randomUUID();
  const signedOutA = await session(signedOut, { created: 50, expires: 20, revoked: 45, rotated: true });
  const signedOutB = await session(signedOut, { created: 45, expires: 15, revoked: 31 });
  // Expired 31 days ago without being used: gone.
  const expired = await session(randomUUID(), { created: 61, expires: 31 });
  // Signed out 10 days ago: its rows stay for now (a replay of its tokens is still logged as one).
  const recent = randomUUID();
  const recentA = await session(recent, { created: 50, expires: 20, revoked: 40, rotated: true });
  const recentB = await session(recent, { created: 40, expires: -10, revoked: 10 });
  // Expired 5 days ago: stays.
  const justExpired = await session(randomUUID(), { created: 35, expires: 5 });

  await run('sweep-sessions');
  const left = (await db.selectFrom('sessions').select('id').execute()).map((r) => r.id).sort();
  t.same(left, [liveFirst, liveRotated, liveCurrent, recentB, justExpired].sort(), 'old rows of dead families deleted');
  t.notOk(left.includes(signedOutA) || left.includes(signedOutB) || left.includes(expired));
  // recentA was revoked 40 days ago and expired 20 days ago; its family is dead, so it goes on its own.
  t.notOk(left.includes(recentA));
  const first = await db
    .selectFrom('sessions')
    .select((e) => e.fn.min('created_at').as('signed_in_at'))
    .where('family', '=', live)
    .executeTakeFirstOrThrow();
  t.equal(new Date(first.signed_in_at as Date).getTime() <= daysAgo(39.9).getTime(), true, "the live family's sign-in time is unchanged");
});

t.test('e-mail tokens: used or expired ones older than the period go; fresh and live ones stay', async (t) => {
  const { db, run, token } = await setup(t);
  const oldUsed = await token({ created: 40, expires: 39, used: 40 });
  const oldExpired = await token({ created: 31, expires: 30 });
  const freshUsed = await token({ created: 2, expires: 1, used: 2 });
  const freshExpired = await token({ created: 0.5, expires: 0.4 });
  const freshLive = await token({ created: 0.01, expires: -1 });
  await run('sweep-email-tokens');
  const left = (await db.selectFrom('email_tokens').select('id').execute()).map((r) => r.id).sort();
  t.same(left, [freshUsed, freshExpired, freshLive].sort());
  t.notOk(left.includes(oldUsed) || left.includes(oldExpired));
});

t.test('webhook events: old processed payloads are emptied, older processed events deleted, unprocessed ones never touched', async (t) => {
  const { db, run, event } = await setup(t);
  await event('evt_ancient', { received: 500, processed: 499 });
  await event('evt_old', { received: 200, processed: 199 });
  await event('evt_recent', { received: 10, processed: 10 });
  await event('evt_unprocessed_ancient', { received: 500 });
  await run('sweep-webhook-events');
  const rows = await db.selectFrom('webhook_events').select(['event_id', 'payload']).orderBy('event_id').execute();
  t.same(
    Object.fromEntries(rows.map((r) => [r.event_id, r.payload])),
    {
      evt_old: {},
      evt_recent: { id: 'evt_recent', type: 'payment.succeeded' },
      evt_unprocessed_ancient: { id: 'evt_unprocessed_ancient', type: 'payment.succeeded' },
    },
  );
});

t.test('each sweep loops batch after batch until nothing old is left', async (t) => {
  const { db, run, session, token, event } = await setup(t, { retentionBatchSize: 2 });
  for (let i = 0; i < 7; i++) {
    await session(randomUUID(), { created: 70, expires: 40 });
    await token({ created: 40, expires: 39, used: 40 });
    await event(`evt_trim_${i}`, { received: 200, processed: 200 });
    await event(`evt_delete_${i}`, { received: 500, processed: 500 });
  }
  await run('sweep-sessions');
  await run('sweep-email-tokens');
  await run('sweep-webhook-events');
  t.equal((await db.selectFrom('sessions').select('id').execute()).length, 0);
  t.equal((await db.selectFrom('email_tokens').select('id').execute()).length, 0);
  const events = await db.selectFrom('webhook_events').select(['event_id', 'payload']).execute();
  t.equal(events.length, 7, 'only the events past the payload period remain');
  t.ok(events.every((e) => e.event_id.startsWith('evt_trim_') && JSON.stringify(e.payload) === '{}'), 'all of their payloads emptied');
});
