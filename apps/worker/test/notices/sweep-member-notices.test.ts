import t, { type Test } from 'tap';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { formatDateTime } from '@guidepass/texts/format';
import { queueNames, type NoticeJob } from '@guidepass/jobs';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { startSandbox } from '@guidepass/sandbox/start';
import { recordReceipt } from '@guidepass/payments/receipts';
import { sendMemberNotice } from '../../src/notices/send-member-notice.ts';
import { sweepMemberNotices } from '../../src/notices/sweep-member-notices.ts';
import { startWorkerFixture } from '../helper.ts';
import { inboxOf, insertMember, startNoticeFixture, type InboxMessage } from './notice-fixture.ts';

const hourMs = 3600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * hourMs);


const member = insertMember;

/**
 * The sweep called directly on its own database and queue (no worker): `deliver` sends what it queued through the
 * notices worker's own step, to the sandbox inbox.
 */
async function setup(t: Test) {
  const { sandbox, db, queue, transporter } = await startNoticeFixture(t);
  const sender = { db, transporter, from: 'guidepass <no-reply@guidepass.local>', appUrl: 'http://app.test' };
  const sweep = () => sweepMemberNotices({ db, notices: queue, reminderHours: 48 });
  const deliver = async () => {
    const outcomes: string[] = [];
    for (const job of await queue.getJobs(['waiting'])) {
      if (job.data.kind === 'send-member-notice') outcomes.push(await sendMemberNotice(sender, job.data.noticeId));
      await job.remove();
    }
    return outcomes.sort();
  };
  return { db, queue, sweep, deliver, inbox: (to: string) => inboxOf(sandbox.url, to) };
}

const none = { endsSoon: 0, ended: 0, receipts: 0, requeued: 0 };

t.test('"ends soon" and "has ended" go once each; members without an expiry, far from it, unverified or deleted get nothing', async (t) => {
  const { db, sweep, deliver, inbox } = await setup(t);
  const soonExpiry = hoursFromNow(47);
  const endedExpiry = hoursFromNow(-1);
  await member(db, 'soon@example.com', soonExpiry);
  await member(db, 'ended@example.com', endedExpiry);
  await member(db, 'far@example.com', hoursFromNow(24 * 10));
  await member(db, 'never-paid@example.com', null);
  await member(db, 'unverified@example.com', hoursFromNow(10), false);
  await member(db, 'long-gone@example.com', hoursFromNow(-24 * 30));
  const leaving = await member(db, 'deleted@example.com', hoursFromNow(5));

  t.same(await sweep(), { ...none, endsSoon: 2, ended: 1 });
  // The account is deleted before its reminder goes out.
  await db.deleteFrom('users').where('id', '=', leaving).execute();
  t.same(await deliver(), ['gone', 'sent', 'sent']);
  t.same(await sweep(), none, 'a second sweep records nothing');
  t.same(await deliver(), []);

  const [soon, ...moreSoon] = await inbox('soon@example.com');
  t.equal(moreSoon.length, 0, 'one reminder');
  t.equal(soon?.subject, 'Your guidepass membership ends in 2 days');
  t.match(soon?.text, `on ${formatDateTime(soonExpiry)}`);
  t.match(soon?.text, 'http://app.test/?renew=1');
  t.match(soon?.html, 'href="http://app.test/?renew=1"');
  const [ended, ...moreEnded] = await inbox('ended@example.com');
  t.equal(moreEnded.length, 0, 'one notice of the end');
  t.equal(ended?.subject, 'Your guidepass membership has ended');
  t.match(ended?.text, `ended on ${formatDateTime(endedExpiry)}`);
  t.match(ended?.text, 'http://app.test/?renew=1');
  for (const quiet of ['far@example.com', 'never-paid@example.com', 'unverified@example.com', 'long-gone@example.com', 'deleted@example.com']) {
    t.same(await inbox(quiet), [], `nothing for ${quiet}`);
  }
});

t.test('a renewal moves the expiry: no second reminder for it, and the new expiry gets its own when it comes', async (t) => {
  const { db, sweep, deliver, inbox } = await setup(t);
  const email = 'renews@example.com';
  const userId = await member(db, email, hoursFromNow(40));
  t.same(await sweep(), { ...none, endsSoon: 1 });
  t.same(await deliver(), ['sent']);

  // Renewed for a week: far from the end again.
  await db.updateTable('users').set({ membership_expiry: hoursFromNow(40 + 24 * 7) }).where('id', '=', userId).execute();
  t.same(await sweep(), none);
  // The week went by (the expiry is the renewed one, now near).
  await db.updateTable('users').set({ membership_expiry: hoursFromNow(30) }).where('id', '=', userId).execute();
  t.same(await sweep(), { ...none, endsSoon: 1 }, 'the new expiry has its own reminder');
  // Renewed again after the reminder was recorded but before it went out: it no longer applies.
  await db.updateTable('users').set({ membership_expiry: hoursFromNow(30 + 24 * 7) }).where('id', '=', userId).execute();
  t.same(await deliver(), ['no-longer-due']);
  t.equal((await inbox(email)).length, 1, 'one reminder so far');
  const notices = await db.selectFrom('member_notices').select(['kind', 'sent_at']).where('user_id', '=', userId).execute();
  t.equal(notices.length, 1, 'the reminder that no longer applied is forgotten');

  await db.updateTable('users').set({ membership_expiry: hoursFromNow(20) }).where('id', '=', userId).execute();
  t.same(await sweep(), { ...none, endsSoon: 1 });
  t.same(await deliver(), ['sent']);
  const mails = await inbox(email);
  t.equal(mails.length, 2);
  t.equal(mails[0]?.subject, 'Your guidepass membership ends in 20 hours');
});

t.test('a credited payment left without its receipt gets one from the sweep; a notice never sent is queued again', async (t) => {
  const { db, queue, sweep, deliver, inbox } = await setup(t);
  const email = 'catch-up@example.com';
  const userId = await member(db, email, null);
  const pay = async (ref: string) => {
    const payment = await db
      .insertInto('payments')
      .values({ user_id: userId, tier_id: 'local', provider: 'yoco', provider_ref: ref, amount_minor: 13300, currency: 'ZAR', price_thebe: 10000, weeks: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.equal(await activatePayment(db, payment.id, `P-${ref}`, 0.1), 'activated');
    return payment.id;
  };
  // Credited by a worker that stopped before recording the receipt, five minutes ago.
  const missed = await pay('ch_missed');
  await db.updateTable('payments').set({ captured_at: new Date(Date.now() - 5 * 60_000) }).where('id', '=', missed).execute();
  // Credited just now: its own worker is still about to record the receipt; the sweep leaves it alone.
  const recent = await pay('ch_recent');
  t.same(await sweep(), { ...none, receipts: 1 });
  t.same(await deliver(), ['sent']);
  const year = currentMonth().slice(0, 4);
  const [receipt] = await inbox(email);
  t.equal(receipt?.subject, `Your guidepass receipt GP-${year}-000001`);
  t.match(receipt?.text, 'Amount charged: 133.00 ZAR');
  t.same(await sweep(), none, 'recorded once');

  // Recorded (the number taken) but never queued: Redis was down. Two minutes later the sweep queues it.
  t.ok(await recordReceipt(db, recent));
  t.equal(await recordReceipt(db, recent), undefined, 'a receipt is recorded once');
  t.same(await sweep(), none, 'not yet');
  await db.updateTable('member_notices').set({ created_at: new Date(Date.now() - 3 * 60_000) } as never).where('key', '=', recent).execute();
  t.same(await sweep(), { ...none, requeued: 1 });
  t.equal((await queue.getJobs(['waiting'])).length, 1);
  t.same(await deliver(), ['sent']);
  const mails = await inbox(email);
  t.equal(mails.length, 2);
  t.equal(mails[0]?.subject, `Your guidepass receipt GP-${year}-000002`);
  t.same(await sweep(), none, 'a sent notice is not queued again');
});

t.test('the worker registers the sweep as a repeatable job every LIFECYCLE_SWEEP_SECONDS, and it mails what is due', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const { db, queue } = await startWorkerFixture<NoticeJob>(t, queueNames.notices, {
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    LIFECYCLE_SWEEP_SECONDS: '1',
  });
  const scheduler = await queue.getJobScheduler('sweep-member-notices');
  t.equal(Number(scheduler?.every), 1000);
  await member(db, 'scheduled@example.com', hoursFromNow(12));
  const until = Date.now() + 15_000;
  let mails: InboxMessage[] = [];
  while (Date.now() < until && !mails.length) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    mails = await inboxOf(sandbox.url, 'scheduled@example.com');
  }
  t.equal(mails[0]?.subject, 'Your guidepass membership ends in 12 hours');
});
