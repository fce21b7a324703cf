import t from 'tap';
import { Queue } from 'bullmq';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { enqueuePaymentJob } from '../src/enqueue-payment-job.ts';
import { queuePrefix, redisUrl } from './helper.ts';

t.test('enqueueing the same capture twice queues one job and answers it both times', async (t) => {
  const queue = new Queue<PaymentJob>(queueNames.payments, { connection: { url: redisUrl }, prefix: queuePrefix(t) });
  t.teardown(() => queue.close());
  const paymentId = '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  const first = await enqueuePaymentJob(queue, { kind: 'capture-paypal-order', paymentId, requestId: 'req-1' });
  const second = await enqueuePaymentJob(queue, { kind: 'capture-paypal-order', paymentId, requestId: 'req-2' });
  t.equal(second.id, first.id);
  t.equal(await queue.count(), 1);
  await enqueuePaymentJob(queue, { kind: 'confirm-yoco-checkout', paymentId });
  await enqueuePaymentJob(queue, { kind: 'process-webhook-event', webhookEventId: paymentId });
  t.equal(await queue.count(), 3, 'other work for the same id is not a duplicate');
});
