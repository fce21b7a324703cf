import type { Job, Queue } from 'bullmq';
import { jobOptions, type PaymentJob } from '@guidepass/jobs';

/**
 * The deduplication id of a payment job: while one job for a payment (or a stored webhook event) is waiting or
 * running, adding another is a no-op, so a burst of capture requests or duplicated webhooks queues the work once.
 * The Postgres guard of every transition is what makes any repeat harmless.
 */
function paymentJobDedupId(job: PaymentJob): string {
  if (job.kind === 'process-webhook-event') return `${job.kind}-${job.webhookEventId}`;
  if ('subscriptionId' in job) return `${job.kind}-${job.subscriptionId}`;
  if (job.kind === 'follow-refund') return `${job.kind}-${job.refundCheckId}`;
  return `${job.kind}-${job.paymentId}`;
}

/** Queues a payment job once: answers the job queued, or the one already waiting or running for the same work. */
export function enqueuePaymentJob(queue: Queue<PaymentJob>, job: PaymentJob): Promise<Job<PaymentJob>> {
  return queue.add(job.kind, job, { ...jobOptions.payments, deduplication: { id: paymentJobDedupId(job) } });
}
