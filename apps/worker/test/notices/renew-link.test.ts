import t, { type Test } from 'tap';
import type { Db } from '@guidepass/db';
import { endedPush, endsSoonPush, paymentFailedPush, renewUrl } from '../../src/notices/push-content.ts';
import { composeNotice } from '../../src/notices/compose-notice.ts';
import { sendMemberNotice } from '../../src/notices/send-member-notice.ts';
import { sweepMemberNotices } from '../../src/notices/sweep-member-notices.ts';
import { inboxOf, insertMember, startNoticeFixture } from './notice-fixture.ts';

const hourMs = 3600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * hourMs);
const appUrl = 'http://app.test';

/** A payment of the member's by `provider`, credited `hoursAgo` ago (or only started, never credited). */
async function paid(db: Db, userId: string, provider: 'paypal' | 'yoco', ref: string, hoursAgo: number | null) {
  await db
    .insertInto('payments')
    .values({
      user_id: userId,
      tier_id: 'local',
      provider,
      provider_ref: ref,
      amount_minor: 13300,
      currency: 'ZAR',
      price_thebe: 10000,
      weeks: 2,
      status: hoursAgo === null ? 'created' : 'captured',
      captured_at: hoursAgo === null ? null : hoursFromNow(-hoursAgo),
    } as never)
    .execute();
}

async function setup(t: Test) {
  const { sandbox, db, queue, transporter } = await startNoticeFixture(t);
  const sender = { db, transporter, from: 'guidepass <no-reply@guidepass.local>', appUrl };
  const sweep = () => sweepMemberNotices({ db, notices: queue, reminderHours: 48 });
  const deliver = async () => {
    for (const job of await queue.getJobs(['waiting'])) {
      if (job.data.kind === 'send-member-notice') await sendMemberNotice(sender, job.data.noticeId);
      await job.remove();
    }
  };
  return { db, sweep, deliver, inbox: (to: string) => inboxOf(sandbox.url, to) };
}

t.test("the renew link (and a push's address) names the way the member paid last, when there is one", async (t) => {
  t.equal(renewUrl(appUrl), `${appUrl}/?renew=1`);
  t.equal(renewUrl(appUrl, 'yoco'), `${appUrl}/?renew=1&method=yoco`);
  t.equal(endsSoonPush(appUrl, '1 Dec', '2 days', 'yoco').url, `${appUrl}/?renew=1&method=yoco`);
  t.equal(endedPush(appUrl, '1 Dec', 'paypal').url, `${appUrl}/?renew=1&method=paypal`);
  t.equal(paymentFailedPush(appUrl, null, 'paypal').url, `${appUrl}/?renew=1&method=paypal`);
});

t.test('reminder mails lead to the renew link with the method of the latest credited payment', async (t) => {
  const { db, sweep, deliver, inbox } = await setup(t);
  // Paid with PayPal first, then with Yoco: Yoco is the way they pay now.
  const yocoMember = await insertMember(db, 'yoco@example.com', hoursFromNow(40));
  await paid(db, yocoMember, 'paypal', 'order-old', 24 * 20);
  await paid(db, yocoMember, 'yoco', 'ch_latest', 24 * 5);
  // A later start with PayPal that was never paid does not count.
  await paid(db, yocoMember, 'paypal', 'order-abandoned', null);
  const paypalMember = await insertMember(db, 'paypal@example.com', hoursFromNow(-1));
  await paid(db, paypalMember, 'paypal', 'order-1', 24 * 14);
  // No credited payment at all (membership set by hand): the plain link.
  await insertMember(db, 'plain@example.com', hoursFromNow(30));

  await sweep();
  await deliver();

  const [soon] = await inbox('yoco@example.com');
  t.equal(soon?.subject, 'Your guidepass membership ends in 2 days');
  t.match(soon?.text, 'http://app.test/?renew=1&method=yoco');
  t.match(soon?.html, 'href="http://app.test/?renew=1&#38;method=yoco"');
  const [ended] = await inbox('paypal@example.com');
  t.equal(ended?.subject, 'Your guidepass membership has ended');
  t.match(ended?.text, 'http://app.test/?renew=1&method=paypal');
  const [plain] = await inbox('plain@example.com');
  t.match(plain?.text, 'http://app.test/?renew=1');
  t.notMatch(plain?.text, 'method=');

  // The push of the same notice carries the same address.
  const notice = await db.selectFrom('member_notices').select('id').where('user_id', '=', yocoMember).executeTakeFirstOrThrow();
  const composed = await composeNotice(db, appUrl, notice.id, new Date());
  t.equal('push' in composed ? composed.push.url : null, 'http://app.test/?renew=1&method=yoco');
});
