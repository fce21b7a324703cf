import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { Config } from '@guidepass/config';
import type { Db } from '@guidepass/db';
import { maintenance, type MaintenanceJob, type PaymentJob } from '@guidepass/jobs';
import { expirePaymentsCreatedBefore } from '@guidepass/payments/apply-payment-event';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import {
  deleteWebhookEventsProcessedBefore,
  findUnprocessedWebhookEvents,
  trimWebhookPayloadsProcessedBefore,
} from '@guidepass/payments/webhook-events-repository';
import { deleteSpentEmailTokensBefore } from '../retention/email-tokens-retention.ts';
import { inBatches } from '../retention/in-batches.ts';
import { deleteDeadSessionsBefore } from '../retention/sessions-retention.ts';

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

/**
 * The `maintenance` queue's sweeps: payments still `created` after 24 h expire (Yoco sends nothing for an
 * abandoned checkout), stored webhook events nobody processed within 5 minutes (Redis was down when they
 * arrived, or every retry failed) are queued again, and the retention sweeps delete (or, for webhook payloads,
 * empty) what is older than its configured period, `batchSize` rows per statement.
 */
export function createMaintenanceProcessor(deps: {
  db: Db;
  payments: Queue<PaymentJob>;
  logger: Logger;
  retention: Config['retention'];
  batchSize: number;
}) {
  const { db, logger, retention, batchSize } = deps;
  return async function sweep(job: Job<MaintenanceJob>): Promise<number> {
    switch (job.data.kind) {
      case 'expire-stale-payments': {
        const count = await expirePaymentsCreatedBefore(db, new Date(Date.now() - maintenance.staleCreatedPaymentMs));
        if (count) logger.info({ count }, 'stale payments expired');
        return count;
      }
      case 'requeue-webhook-events': {
        const stale = await findUnprocessedWebhookEvents(db, new Date(Date.now() - maintenance.unprocessedWebhookMs), 500);
        for (const webhookEventId of stale) {
          await enqueuePaymentJob(deps.payments, { kind: 'process-webhook-event', webhookEventId });
        }
        if (stale.length) logger.warn({ count: stale.length }, 'unprocessed webhook events queued again');
        return stale.length;
      }
      case 'sweep-sessions': {
        const before = daysAgo(retention.sessionDays);
        const count = await inBatches(batchSize, (limit) => deleteDeadSessionsBefore(db, before, limit));
        if (count) logger.info({ count }, 'old sessions deleted');
        return count;
      }
      case 'sweep-email-tokens': {
        const before = daysAgo(retention.emailTokenDays);
        const count = await inBatches(batchSize, (limit) => deleteSpentEmailTokensBefore(db, before, limit));
        if (count) logger.info({ count }, 'old e-mail tokens deleted');
        return count;
      }
      case 'sweep-webhook-events': {
        const payloadsBefore = daysAgo(retention.webhookPayloadDays);
        const eventsBefore = daysAgo(retention.webhookEventDays);
        const deleted = await inBatches(batchSize, (limit) => deleteWebhookEventsProcessedBefore(db, eventsBefore, limit));
        const trimmed = await inBatches(batchSize, (limit) => trimWebhookPayloadsProcessedBefore(db, payloadsBefore, limit));
        if (deleted || trimmed) logger.info({ deleted, trimmed }, 'old webhook events deleted and payloads trimmed');
        return deleted + trimmed;
      }
    }
  };
}
