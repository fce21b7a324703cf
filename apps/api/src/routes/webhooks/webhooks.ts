import { errorCodes, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { paymentProviderBrands } from '@guidepass/domain/payment-providers';
import { WebhookRejected } from '@guidepass/providers/webhook-rejected';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import type { DeliveredEvent, GatewayWebhook, WebhookDelivery } from '@guidepass/payments/payment-gateway';
import { failureWith, InvalidNotification, InvalidSignature } from '../../errors.ts';
import { ProviderParams } from '../../schemas/common.ts';
import { queueAfterOutage } from '../../services/payments/queue-after-outage.ts';
import { createWebhookEventWriter } from '../../services/payments/webhook-event-writer.ts';
import { hintWorthVerifying } from '../../services/payments/webhook-hint.ts';

/** Above every provider's own limit (GatewayWebhook.bodyLimit), which the route then applies. */
const largestWebhookBody = 1024 * 1024;

/**
 * POST /webhooks/{provider} (product.md §13), one intake for every provider, doing the least it can: the provider's
 * gateway checks and reads the delivery (a signature, or for an unsigned hint only the payment it names), the event
 * is stored once (events arriving together share one INSERT, see webhook-event-writer.ts) and queued once for the one
 * event job. If Redis is down the event is still stored, and queued when the Redis client is ready again (the
 * maintenance sweep is the net). /webhooks/paypal, /yoco and /dpo are this route.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // Signatures cover the exact bytes, and DPO posts XML or a form: keep every body as bytes, read it later.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: largestWebhookBody }, (_request, body, done) => done(null, body));
  const afterOutage = queueAfterOutage(app);
  const events = createWebhookEventWriter(app.db);

  async function receive(webhook: GatewayWebhook, delivery: WebhookDelivery, provider: string): Promise<DeliveredEvent> {
    let event: DeliveredEvent | null;
    try {
      event = await webhook.receive(delivery);
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      app.log.warn({ provider, reason: error.message }, 'webhook signature rejected');
      app.metrics.webhookSignatureFailures.inc({ provider });
      throw new InvalidSignature();
    }
    if (!event) throw webhook.trust === 'signed' ? new InvalidSignature() : new InvalidNotification();
    return event;
  }

  typed.post('/:provider', { schema: { params: ProviderParams }, bodyLimit: largestWebhookBody }, async (request, reply) => {
    const { provider } = request.params;
    const gateway = gatewayFor(app.providers, provider);
    const webhook = gateway?.webhook;
    if (!gateway || !webhook) throw failureWith('WebhooksNotConfigured', { provider: paymentProviderBrands[provider] });
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (body.length > webhook.bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

    const event = await receive(webhook, { body, headers: request.headers }, provider);
    const kept = webhook.trust === 'signed' || (await hintWorthVerifying(app, provider, gateway.events.interpret(event.type, JSON.parse(event.payload))));
    const stored = kept ? await events.store({ provider, ...event }) : null;
    if (stored) {
      const job = { kind: 'process-webhook-event', webhookEventId: stored, requestId: request.id } as const;
      await enqueuePaymentJob(app.queues.payments, job).catch((error) => {
        afterOutage.remember();
        request.log.error({ err: error, webhookEventId: stored }, 'webhook stored but not queued; queued when Redis is back');
      });
    }
    if (webhook.acknowledgement !== undefined) return reply.type('text/plain; charset=utf-8').send(webhook.acknowledgement);
    return { data: { received: true, duplicate: stored === null } };
  });
}
