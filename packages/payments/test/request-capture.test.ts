import t, { type Test } from 'tap';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { Db } from '@guidepass/db';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { activatePayment } from '../src/activate-payment.ts';
import { requestCapture, type CaptureDeps } from '../src/request-capture.ts';
import { paymentsFixture, queuePrefix, redisUrl } from './helper.ts';

async function captureSetup(t: Test, waitMs: number) {
  const fixture = await paymentsFixture(t);
  const prefix = queuePrefix(t);
  const options = { connection: { url: redisUrl }, prefix };
  const queue = new Queue<PaymentJob>(queueNames.payments, options);
  const queueEvents = new QueueEvents(queueNames.payments, options);
  await queueEvents.waitUntilReady();
  t.teardown(() => Promise.all([queue.close(), queueEvents.close()]));
  const deps: CaptureDeps = { db: fixture.db, queue, queueEvents, waitMs };
  /** A worker standing in for apps/worker: it captures after a short delay, counting the jobs it ran. */
  const startWorker = (db: Db) => {
    const ran: string[] = [];
    const worker = new Worker<PaymentJob>(
      queueNames.payments,
      async (job: Job<PaymentJob>) => {
        if (job.data.kind === 'process-webhook-event' || job.data.kind === 'confirm-paypal-subscription' || job.data.kind === 'follow-refund') return 'ignored';
        ran.push(job.data.paymentId);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return activatePayment(db, job.data.paymentId, `CAPTURE-${job.data.paymentId}`, 0.1);
      },
      { ...options, connection: { url: redisUrl, maxRetriesPerRequest: null } },
    );
    t.teardown(() => worker.close());
    return ran;
  };
  return { ...fixture, deps, startWorker };
}

t.test('a capture whose job finishes within the deadline answers captured as soon as it does', async (t) => {
  const { db, deps, newPayment, startWorker } = await captureSetup(t, 8_000);
  startWorker(db);
  const paymentId = await newPayment();
  const started = Date.now();
  t.same(await requestCapture(deps, { kind: 'capture-paypal-order', paymentId }), { success: true, status: 'captured' });
  t.ok(Date.now() - started < 5_000, 'answered when the job finished, not at the deadline');
});

t.test('with no worker running, the capture answers pending at the deadline', async (t) => {
  const { deps, newPayment, stateOf } = await captureSetup(t, 1_000);
  const paymentId = await newPayment({ provider: 'yoco' });
  const started = Date.now();
  t.same(await requestCapture(deps, { kind: 'confirm-yoco-checkout', paymentId }), { success: false, status: 'pending' });
  t.ok(Date.now() - started >= 950, 'waited for the deadline');
  t.equal(await stateOf(paymentId), 'created');
});

t.test('requests for a payment whose job is already queued wait on that job rather than queue another', async (t) => {
  const { db, deps, newPayment, startWorker } = await captureSetup(t, 8_000);
  const paymentId = await newPayment();
  const answers = Promise.all([1, 2, 3].map(() => requestCapture(deps, { kind: 'capture-paypal-order', paymentId })));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const ran = startWorker(db);
  t.same(await answers, Array(3).fill({ success: true, status: 'captured' }));
  t.same(ran, [paymentId], 'one job ran');
});

t.test('an already captured payment answers captured without queueing anything', async (t) => {
  const { deps, newPayment } = await captureSetup(t, 8_000);
  const paymentId = await newPayment({ status: 'captured' });
  t.same(await requestCapture(deps, { kind: 'capture-paypal-order', paymentId }), { success: true, status: 'captured' });
  t.equal(await deps.queue.count(), 0);
});
