import t, { type Test } from 'tap';
import pino from 'pino';
import { Queue, QueueEvents } from 'bullmq';
import type { Db } from '@guidepass/db';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { formatDateTime } from '@guidepass/texts/format';
import { noticeJobId, queueNames, type NoticeJob, type PaymentJob } from '@guidepass/jobs';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { startSandbox } from '@guidepass/sandbox/start';
import { creditPayment } from '@guidepass/payments/credit-payment';
import { startWorkerFixture } from '../helper.ts';
import { inboxOf } from './notice-fixture.ts';

/** Real workers (payments and notices) mailing the sandbox inbox, and a producer for payment jobs. */
async function setup(t: Test) {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const fixture = await startWorkerFixture<NoticeJob>(t, queueNames.notices, { SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}` });
  const connection = { url: fixture.config.redisUrl };
  const payments = new Queue<PaymentJob>(queueNames.payments, { connection, prefix: fixture.config.queuePrefix });
  const paymentEvents = new QueueEvents(queueNames.payments, { connection, prefix: fixture.config.queuePrefix });
  await paymentEvents.waitUntilReady();
  t.teardown(() => Promise.all([payments.close(), paymentEvents.close()]));
  const inbox = (to: string) => inboxOf(sandbox.url, to);
  /** Stores a webhook event and has the worker process it, as the api's intake would; answers the job's outcome. */
  const deliverEvent = async (provider: 'paypal' | 'yoco', eventId: string, type: string, body: object) => {
    const event = await fixture.db
      .insertInto('webhook_events')
      .values({ provider, event_id: eventId, type, payload: JSON.stringify(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await enqueuePaymentJob(payments, { kind: 'process-webhook-event', webhookEventId: event.id });
    return job.waitUntilFinished(paymentEvents, 20_000);
  };
  /** Waits for the receipt of a payment to be mailed by the notices worker; answers its notice row. */
  const receiptSent = async (paymentId: string) => {
    const notice = await fixture.db.selectFrom('member_notices').selectAll().where('kind', '=', 'receipt').where('key', '=', paymentId).executeTakeFirstOrThrow();
    const job = await fixture.queue.getJob(noticeJobId(notice.id));
    t.ok(job, 'the receipt was queued by the worker that credited the payment');
    t.equal(await job!.waitUntilFinished(fixture.events, 20_000), 'sent');
    return notice;
  };
  return { ...fixture, inbox, deliverEvent, receiptSent, payments };
}

async function verifiedMember(db: Db, email: string) {
  const user = await db
    .insertInto('users')
    .values({ email, email_verified_at: new Date(), salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

function insertPayment(db: Db, userId: string, values: { provider: 'paypal' | 'yoco'; ref: string; tier: string; amountMinor: number; currency: string; weeks: number }) {
  return db
    .insertInto('payments')
    .values({
      user_id: userId,
      tier_id: values.tier,
      provider: values.provider,
      provider_ref: values.ref,
      status: 'created',
      amount_minor: values.amountMinor,
      currency: values.currency,
      price_thebe: 10000 * values.weeks,
      weeks: values.weeks,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const yocoSucceeded = (checkoutId: string, paymentRef: string, amount: number) => ({
  type: 'payment.succeeded',
  payload: { id: paymentRef, status: 'succeeded', amount, currency: 'ZAR', metadata: { checkoutId } },
});

t.test('a credited payment sends one receipt with its figures; a duplicate event or a retried credit sends none', async (t) => {
  const { db, queue, inbox, deliverEvent, receiptSent } = await setup(t);
  const email = 'receipt@example.com';
  const userId = await verifiedMember(db, email);
  const yoco = await insertPayment(db, userId, { provider: 'yoco', ref: 'ch_receipt_1', tier: 'sadc', amountMinor: 26600, currency: 'ZAR', weeks: 2 });

  t.equal(await deliverEvent('yoco', 'evt_receipt_1', 'payment.succeeded', yocoSucceeded('ch_receipt_1', 'p_receipt_1', 26600)), 'activated');
  const notice = await receiptSent(yoco.id);
  const payment = await db.selectFrom('payments').select(['receipt_number', 'captured_at']).where('id', '=', yoco.id).executeTakeFirstOrThrow();
  const member = await db.selectFrom('users').select('membership_expiry').where('id', '=', userId).executeTakeFirstOrThrow();
  const year = currentMonth(payment.captured_at!).slice(0, 4);
  t.equal(payment.receipt_number, `GP-${year}-000001`, 'the first receipt of the year');
  t.ok((await db.selectFrom('member_notices').select('sent_at').where('id', '=', notice.id).executeTakeFirstOrThrow()).sent_at, 'recorded as sent');

  let mails = await inbox(email);
  t.equal(mails.length, 1);
  const [receipt] = mails;
  t.equal(receipt?.subject, `Your guidepass receipt GP-${year}-000001`);
  for (const figure of [
    `Receipt number: GP-${year}-000001`,
    `Date: ${formatDateTime(payment.captured_at!)}`,
    'Tier: SADC Citizens',
    'Price: P200',
    'Amount charged: 266.00 ZAR',
    'Weeks: 2',
    `Membership active until: ${formatDateTime(member.membership_expiry!)}`,
  ]) {
    t.match(receipt?.text, figure, figure);
  }
  t.match(receipt?.html, '266.00 ZAR');
  t.notMatch(receipt?.html, /<img|<link|src=|url\(/, 'no external assets');
  // Every receipt, whichever provider took the payment, leads back to My membership (product.md §14).
  t.match(receipt?.text, 'Open My membership: http://app.test/?view=membership', 'a Yoco receipt links to My membership');
  t.match(receipt?.html, '<a href="http://app.test/?view=membership"', 'with a button');

  // The same payment reported again under another event id, then a retried credit (a capture job run twice).
  t.equal(await deliverEvent('yoco', 'evt_receipt_1_again', 'payment.succeeded', yocoSucceeded('ch_receipt_1', 'p_receipt_1', 26600)), 'already-captured');
  const deps = { db, commissionRate: 0.1, logger: pino({ level: 'silent' }), paypal: null, yoco: null, notices: queue };
  t.equal(await creditPayment(deps, yoco.id, 'p_receipt_1'), 'already-captured');
  t.equal(await db.selectFrom('member_notices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)), 1, 'one notice recorded');
  const sends = (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter((job) => job.data.kind === 'send-member-notice');
  t.same(sends.map((job) => job.id), [noticeJobId(notice.id)], 'no other notice queued');
  mails = await inbox(email);
  t.equal(mails.length, 1, 'still one receipt');

  // A PayPal capture webhook for the member's next payment: the next number, in dollars.
  const paypal = await insertPayment(db, userId, { provider: 'paypal', ref: 'ORDER-RECEIPT-2', tier: 'sadc', amountMinor: 740, currency: 'USD', weeks: 1 });
  const capture = { id: 'CAPTURE-RECEIPT-2', status: 'COMPLETED', amount: { value: '7.40', currency_code: 'USD' }, supplementary_data: { related_ids: { order_id: 'ORDER-RECEIPT-2' } } };
  t.equal(await deliverEvent('paypal', 'WH-RECEIPT-2', 'PAYMENT.CAPTURE.COMPLETED', { id: 'WH-RECEIPT-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture }), 'activated');
  await receiptSent(paypal.id);
  mails = await inbox(email);
  t.equal(mails.length, 2);
  t.equal(mails[0]?.subject, `Your guidepass receipt GP-${year}-000002`, 'numbered without a gap');
  t.match(mails[0]?.text, 'Price: P100\nAmount charged: 7.40 USD');
  t.match(mails[0]?.text, 'Weeks: 1');
  t.match(mails[0]?.text, 'Open My membership: http://app.test/?view=membership', 'a PayPal receipt links to My membership');
  t.match(mails[0]?.html, '<a href="http://app.test/?view=membership"', 'with a button');
});
