import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import { maintenance, type MaintenanceJob, type PaymentJob } from '@guidepass/jobs';
import { expirePaymentsCreatedBefore } from '@guidepass/payments/apply-payment-event';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { findUnprocessedWebhookEvents } from '@guidepass/payments/webhook-events-repository';

/**
 * The `maintenance` queue's sweeps: payments still `created` after 24 h expire (Yoco sends nothing for an
 * abandoned checkout), and stored webhook events nobody processed within 5 minutes (Redis was down when they
 * arrived, or every retry failed) are queued again.
 */
export function createMaintenanceProcessor(deps: { db: Db; payments: Queue<PaymentJob>; logger: Logger }) {
  return async function sweep(job: Job<MaintenanceJob>): Promise<number> {
    if (job.data.kind === 'expire-stale-payments') {
      const count = await expirePaymentsCreatedBefore(deps.db, new Date(Date.now() - maintenance.staleCreatedPaymentMs));
      if (count) deps.logger.info({ count }, 'stale payments expired');
      return count;
    }
    const stale = await findUnprocessedWebhookEvents(deps.db, new Date(Date.now() - maintenance.unprocessedWebhookMs), 500);
    for (const webhookEventId of stale) {
      await enqueuePaymentJob(deps.payments, { kind: 'process-webhook-event', webhookEventId });
    }
    if (stale.length) deps.logger.warn({ count: stale.length }, 'unprocessed webhook events queued again');
    return stale.length;
  };
}
