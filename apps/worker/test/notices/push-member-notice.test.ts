import t, { type Test } from 'tap';
import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import webPush from 'web-push';
import type { Db } from '@guidepass/db';
import { formatDateTime } from '@guidepass/texts/format';
import { noticePushJobId, queueNames, type NoticeJob } from '@guidepass/jobs';
import { startSandbox, type RunningSandbox } from '@guidepass/sandbox/start';
import { pushMemberNotice, PushServiceError } from '../../src/notices/push-member-notice.ts';
import { sendMemberNotice } from '../../src/notices/send-member-notice.ts';
import { sweepMemberNotices } from '../../src/notices/sweep-member-notices.ts';
import { startWorkerFixture } from '../helper.ts';
import { inboxOf, insertMember, startNoticeFixture } from './notice-fixture.ts';

interface ReceivedPush {
  ttl: number;
  urgency: string | null;
  json: { kind: string; title: string; body: string; url: string } | null;
  problem: string | null;
}

const hourMs = 3600_000;
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@guidepass.test' };

const member = (db: Db, email: string, expiry: Date) => insertMember(db, email, expiry);

/** A browser's subscription at the sandbox's push service, stored for the member as PUT /api/push/subscriptions would. */
async function device(sandbox: RunningSandbox, db: Db, userId: string, applicationServerKey = vapid.publicKey) {
  const response = await fetch(`${sandbox.url}/push/_control/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey }),
  });
  const subscription = (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  const row = await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: subscription.endpoint, ...subscription.keys })
    .returning('id')
    .executeTakeFirstOrThrow();
  const controlId = subscription.endpoint.split('/').at(-1)!;
  return {
    id: row.id,
    endpoint: subscription.endpoint,
    received: async (count = 0, waitMs = 0) =>
      ((await (await fetch(`${sandbox.url}/push/_control/subscriptions/${controlId}/messages?count=${count}&waitMs=${waitMs}`)).json()) as { messages: ReceivedPush[] }).messages,
    expire: () => fetch(`${sandbox.url}/push/_control/subscriptions/${controlId}/expire`, { method: 'POST' }),
  };
}

async function setup(t: Test) {
  const { sandbox, db, queue, transporter } = await startNoticeFixture(t);
  const appUrl = 'http://app.test';
  const sender = { db, transporter, from: 'guidepass <no-reply@guidepass.local>', appUrl, pushes: queue };
  const pusher = { db, appUrl, vapid, serviceOrigins: [new URL(sandbox.url).origin] };
  return { sandbox, db, queue, sender, pusher };
}

t.test('a mailed notice is pushed to each of its member\'s devices, encrypted for it, and opens the right view', async (t) => {
  const { sandbox, db, queue, sender, pusher } = await setup(t);
  const expiry = new Date(Date.now() + 30 * hourMs);
  const userId = await member(db, 'phone@example.com', expiry);
  const phone = await device(sandbox, db, userId);
  const tablet = await device(sandbox, db, userId);
  const other = await device(sandbox, db, await member(db, 'other@example.com', new Date(Date.now() + 400 * hourMs)));

  await sweepMemberNotices({ db, notices: queue, reminderHours: 48 });
  const [mailJob] = await queue.getJobs(['waiting']);
  await mailJob!.remove();
  const noticeId = (mailJob!.data as { noticeId: string }).noticeId;
  t.equal(await sendMemberNotice(sender, noticeId), 'sent');
  const pushJobs = (await queue.getJobs(['waiting'])).filter((job) => job.data.kind === 'push-member-notice');
  t.same(pushJobs.map((job) => job.id).sort(), [noticePushJobId(noticeId, phone.id), noticePushJobId(noticeId, tablet.id)].sort(), 'one push job per device of the member');

  t.equal(await pushMemberNotice(pusher, noticeId, phone.id), 'pushed');
  t.equal(await pushMemberNotice(pusher, noticeId, tablet.id), 'pushed');
  t.equal(await pushMemberNotice(pusher, noticeId, other.id), 'no-device', "another member's device gets nothing");
  const expected = {
    kind: 'ends-soon',
    title: 'Your membership ends in 1 day',
    body: `It ends on ${formatDateTime(expiry)} (Botswana time). Tap to renew.`,
    url: 'http://app.test/?renew=1',
  };
  for (const [name, target] of [['phone', phone], ['tablet', tablet]] as const) {
    const [message, ...more] = await target.received(1, 5000);
    t.same(more, [], `${name}: one push`);
    t.match(message, { problem: null, urgency: 'high', json: expected }, `${name}: decrypted to the notice`);
    t.ok((message?.ttl ?? 0) > 0, `${name}: with a TTL`);
  }
  t.same(await other.received(), []);
});

t.test('"payment failed" is pushed too, opening the app on renew', async (t) => {
  const { sandbox, db, queue, sender, pusher } = await setup(t);
  const expiry = new Date(Date.now() + 100 * hourMs);
  const userId = await member(db, 'failed@example.com', expiry);
  const phone = await device(sandbox, db, userId);
  const notice = await db.insertInto('member_notices').values({ user_id: userId, kind: 'payment-failed', key: 'WH-FAILED-1' }).returning('id').executeTakeFirstOrThrow();
  t.equal(await sendMemberNotice(sender, notice.id), 'sent');
  const [job] = (await queue.getJobs(['waiting'])).filter((candidate) => candidate.data.kind === 'push-member-notice');
  t.equal(job?.id, noticePushJobId(notice.id, phone.id));
  t.equal(await pushMemberNotice(pusher, notice.id, phone.id), 'pushed');
  const [message] = await phone.received(1, 5000);
  t.match(message?.json, {
    kind: 'payment-failed',
    title: 'Your guidepass payment failed',
    body: `PayPal could not take the weekly payment. Active until ${formatDateTime(expiry)} (Botswana time). Tap to see what to do.`,
    url: 'http://app.test/?renew=1',
  });
});

t.test('a device its push service no longer knows (410, 404) is dropped; other refusals are retried and keep it', async (t) => {
  const { sandbox, db, queue, sender, pusher } = await setup(t);
  const userId = await member(db, 'gone@example.com', new Date(Date.now() + 10 * hourMs));
  const expired = await device(sandbox, db, userId);
  const unknown = await device(sandbox, db, userId);
  await db.updateTable('push_subscriptions').set({ endpoint: `${sandbox.url}/push/send/never-issued` }).where('id', '=', unknown.id).execute();
  const otherKey = await device(sandbox, db, userId, webPush.generateVAPIDKeys().publicKey);
  const elsewhere = await device(sandbox, db, userId);
  await db.updateTable('push_subscriptions').set({ endpoint: 'http://127.0.0.1:6379/' }).where('id', '=', elsewhere.id).execute();
  await expired.expire();

  await sweepMemberNotices({ db, notices: queue, reminderHours: 48 });
  const [mailJob] = await queue.getJobs(['waiting']);
  const noticeId = (mailJob!.data as { noticeId: string }).noticeId;
  t.equal(await sendMemberNotice(sender, noticeId), 'sent');

  t.equal(await pushMemberNotice(pusher, noticeId, expired.id), 'dropped', '410 Gone');
  t.equal(await pushMemberNotice(pusher, noticeId, unknown.id), 'dropped', '404 Not Found');
  await t.rejects(pushMemberNotice(pusher, noticeId, otherKey.id), PushServiceError, 'a 403 (VAPID key not the subscription\'s) is retried');
  t.equal(await pushMemberNotice(pusher, noticeId, elsewhere.id), 'refused-endpoint', 'an endpoint outside PUSH_SERVICE_ORIGINS is never called');
  const left = await db.selectFrom('push_subscriptions').select('id').execute();
  t.same(left.map((row) => row.id).sort(), [otherKey.id, elsewhere.id].sort());
});

/** A port nothing listens on: taken from the OS, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

t.test('Redis out while the pushes are queued: the retry queues them and does not mail again', async (t) => {
  const { sandbox, db, queue, sender } = await setup(t);
  const email = 'retry@example.com';
  const userId = await member(db, email, new Date(Date.now() + 20 * hourMs));
  const phone = await device(sandbox, db, userId);
  const notice = await db.insertInto('member_notices').values({ user_id: userId, kind: 'payment-failed', key: 'WH-RETRY-1' }).returning('id').executeTakeFirstOrThrow();
  const mails = async () => (await inboxOf(sandbox.url, email)).length;

  // The same queue as far as BullMQ knows, at a Redis that is not there.
  const unreachable = new Queue<NoticeJob>(queueNames.notices, {
    connection: { host: '127.0.0.1', port: await closedPort(), maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null },
  });
  unreachable.on('error', () => {});
  t.teardown(() => unreachable.close().catch(() => {}));
  await t.rejects(sendMemberNotice({ ...sender, pushes: unreachable }, notice.id), 'the job fails, so BullMQ retries it');
  t.equal(await mails(), 1, 'the mail went');
  const marked = await db.selectFrom('member_notices').select(['sent_at', 'pushes_queued_at']).where('id', '=', notice.id).executeTakeFirstOrThrow();
  t.ok(marked.sent_at, 'recorded as mailed');
  t.equal(marked.pushes_queued_at, null, 'its pushes not yet queued');

  t.equal(await sendMemberNotice(sender, notice.id), 'already-sent', 'the retry, with Redis back');
  t.equal(await mails(), 1, 'no second mail');
  const pushJobs = (await queue.getJobs(['waiting'])).filter((job) => job.data.kind === 'push-member-notice');
  t.same(pushJobs.map((job) => job.id), [noticePushJobId(notice.id, phone.id)], 'the push is queued once');
  t.equal(await sendMemberNotice(sender, notice.id), 'already-sent');
  t.equal((await queue.getJobs(['waiting'])).filter((job) => job.data.kind === 'push-member-notice').length, 1, 'a third run queues nothing more');
});

t.test('the notices worker mails, then pushes through its own job (VAPID configured)', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const { db } = await startWorkerFixture<NoticeJob>(t, queueNames.notices, {
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    LIFECYCLE_SWEEP_SECONDS: '1',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: vapid.subject,
    PUSH_SERVICE_ORIGINS: new URL(sandbox.url).origin,
  });
  const userId = await member(db, 'worker@example.com', new Date(Date.now() + 12 * hourMs));
  const phone = await device(sandbox, db, userId);
  const [message] = await phone.received(1, 15_000);
  t.match(message?.json, { kind: 'ends-soon', url: 'http://app.test/?renew=1' });
});
