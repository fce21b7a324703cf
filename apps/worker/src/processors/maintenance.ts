import type { Job, Queue } from 'bullmq';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import { jobOptions, maintenance, paymentDedupId, type MaintenanceJob, type PaymentJob } from '@guidepass/jobs';

/**
 * The `maintenance` queue's sweeps: payments still `created` after 24 h expire (Yoco sends nothing for an
 * abandoned checkout), and stored webhook events nobody processed within 5 minutes (Redis was down when they
 * arrived, or every retry failed) are queued again.
 */
export function createMaintenanceProcessor(deps: { db: Db; payments: Queue<PaymentJob>; logger: Logger }) {
  return async function sweep(job: Job<MaintenanceJob>): Promise<number> {
    if (job.data.kind === 'expire-stale-payments') {
      const expired = await deps.db
        .updateTable('payments')
        .set({ status: 'expired', updated_at: sql`now()` })
        .where('status', '=', 'created')
        .where('created_at', '<', new Date(Date.now() - maintenance.staleCreatedPaymentMs))
        .executeTakeFirst();
      const count = Number(expired.numUpdatedRows);
      if (count) deps.logger.info({ count }, 'stale payments expired');
      return count;
    }
    const stale = await deps.db
      .selectFrom('webhook_events')
      .select('id')
      .where('processed_at', 'is', null)
      .where('received_at', '<', new Date(Date.now() - maintenance.unprocessedWebhookMs))
      .where('attempts', '<', 50)
      .orderBy('received_at')
      .limit(500)
      .execute();
    for (const { id } of stale) {
      const data: PaymentJob = { kind: 'process-webhook-event', webhookEventId: id };
      await deps.payments.add(data.kind, data, { ...jobOptions.payments, deduplication: { id: paymentDedupId(data) } });
    }
    if (stale.length) deps.logger.warn({ count: stale.length }, 'unprocessed webhook events queued again');
    return stale.length;
  };
}
