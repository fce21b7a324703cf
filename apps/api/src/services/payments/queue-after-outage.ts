import type { FastifyInstance } from 'fastify';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { findUnprocessedWebhookEvents } from '@guidepass/payments/webhook-events-repository';

/** More than an outage stores; any beyond it are the sweep's. */
const limit = 5_000;

/**
 * Webhook events stored while Redis was down are queued as soon as the api's Redis client is ready again, instead
 * of waiting for the maintenance sweep (which stays as the net for events another process stored). The intake
 * calls `remember()` when it could not queue an event.
 */
export function queueAfterOutage(app: FastifyInstance) {
  let unqueued = false;
  let running: Promise<void> | null = null;

  async function queueStored() {
    const ids = await findUnprocessedWebhookEvents(app.db, new Date(), limit);
    // Events already queued are deduplicated, and processing is guarded in Postgres: queueing one twice is harmless.
    for (const webhookEventId of ids) await enqueuePaymentJob(app.queues.payments, { kind: 'process-webhook-event', webhookEventId });
    app.log.info({ queued: ids.length }, 'queued the webhook events stored while Redis was down');
  }

  const onReady = () => {
    if (!unqueued || running) return;
    unqueued = false;
    running = queueStored()
      .catch((error) => {
        unqueued = true;
        app.log.warn({ err: error }, 'could not queue the webhook events stored while Redis was down; the sweep will');
      })
      .finally(() => (running = null));
  };
  app.redis.on('ready', onReady);
  app.addHook('onClose', async () => {
    app.redis.off('ready', onReady);
    await running;
  });
  return {
    remember() {
      unqueued = true;
    },
  };
}
