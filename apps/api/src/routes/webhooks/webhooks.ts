import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentProvider } from '@guidepass/db';
import { messages } from '@guidepass/domain/messages';
import { WebhookRejected } from '@guidepass/providers/webhook-rejected';
import { verifyYocoWebhook } from '@guidepass/providers/yoco-webhook-signature';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { gatewayEvents } from '@guidepass/payments/gateway-registry';
import { InvalidSignature, ProviderUnavailable } from '../../errors.ts';
import { queueAfterOutage } from '../../services/queue-after-outage.ts';
import { createWebhookEventWriter } from '../../services/webhook-event-writer.ts';

interface EventIdentity {
  eventId: string;
  type: string;
}

/** The event's id and type, read by its provider's gateway; null for a body that is not an event. */
function identify(raw: Buffer, provider: PaymentProvider): EventIdentity | null {
  let event: unknown;
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const identity = gatewayEvents[provider].identify(event);
  return identity && { eventId: identity.eventId.slice(0, 200), type: identity.type.slice(0, 100) };
}

/**
 * POST /webhooks/paypal and /webhooks/yoco do the least they can: verify the raw body, store the event once (events
 * arriving together share one INSERT, see webhook-event-writer.ts), queue it once; no other read or write. If Redis
 * is down the event is still stored, and queued when the Redis client is ready again (the maintenance sweep is the net).
 */
export default async function webhookRoutes(app: FastifyInstance) {
  // The signatures cover the exact bytes: keep them, parse later.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const afterOutage = queueAfterOutage(app);
  const events = createWebhookEventWriter(app.db);

  async function intake(request: FastifyRequest, provider: PaymentProvider, verify: (raw: Buffer) => Promise<void> | void) {
    const raw = request.body as Buffer;
    try {
      await verify(raw);
    } catch (error) {
      if (error instanceof WebhookRejected) {
        request.log.warn({ provider, reason: error.message }, 'webhook signature rejected');
        app.metrics.webhookSignatureFailures.inc({ provider });
        throw new InvalidSignature();
      }
      throw error;
    }
    const identity = identify(raw, provider);
    if (!identity) throw new InvalidSignature();
    const stored = await events.store({ provider, ...identity, payload: raw.toString('utf8') });
    if (stored) {
      const job = { kind: 'process-webhook-event', webhookEventId: stored, requestId: request.id } as const;
      await enqueuePaymentJob(app.queues.payments, job).catch((error) => {
        afterOutage.remember();
        request.log.error({ err: error, webhookEventId: stored }, 'webhook stored but not queued; queued when Redis is back');
      });
    }
    return { data: { received: true, duplicate: stored === null } };
  }

  app.post('/paypal', async (request) => {
    const paypal = app.config.paypal;
    if (!paypal?.webhookId) throw new ProviderUnavailable(messages.webhooksNotConfigured('PayPal'));
    return intake(request, 'paypal', (rawBody) =>
      app.providers.verifyPayPalSignature({ headers: request.headers, rawBody, webhookId: paypal.webhookId!, certHosts: paypal.certHosts }),
    );
  });

  app.post('/yoco', async (request) => {
    const secret = app.config.yoco?.webhookSecret;
    if (!secret) throw new ProviderUnavailable(messages.webhooksNotConfigured('Yoco'));
    return intake(request, 'yoco', (rawBody) => verifyYocoWebhook(secret, rawBody, request.headers));
  });
}
