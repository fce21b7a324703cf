import type { FastifyPluginAsync } from 'fastify';
import { issueError } from './paypal-error.ts';
import type { PaypalContext } from './paypal-context.ts';
import { verifyWebhookSignature } from './verify-webhook-signature.ts';
import { subscribeWebhook, webhookView } from './webhook-subscriptions.ts';

type IdParams = { Params: { id: string } };

/** Webhook subscriptions, signature postback and event look-ups (all need a bearer token). */
export const webhookRoutes: FastifyPluginAsync<{ context: PaypalContext }> = async (app, { context }) => {
  const { store } = context;

  const findWebhook = (id: string) => {
    const webhook = store.webhooks.get(id);
    if (!webhook) throw issueError('INVALID_RESOURCE_ID', { field: 'webhook_id', value: id, location: 'path' });
    return webhook;
  };
  const findEvent = (id: string) => {
    const event = store.events.get(id);
    if (!event) throw issueError('INVALID_RESOURCE_ID', { field: 'event_id', value: id, location: 'path' });
    return event;
  };

  app.post('/v1/notifications/webhooks', async (request, reply) =>
    reply.code(201).send(webhookView(context.baseUrl(), subscribeWebhook(context, request.body))),
  );

  app.get('/v1/notifications/webhooks', async () => ({
    webhooks: [...store.webhooks.values()].map((webhook) => webhookView(context.baseUrl(), webhook)),
  }));

  app.get<IdParams>('/v1/notifications/webhooks/:id', async (request) =>
    webhookView(context.baseUrl(), findWebhook(request.params.id)),
  );

  app.delete<IdParams>('/v1/notifications/webhooks/:id', async (request, reply) => {
    store.webhooks.delete(findWebhook(request.params.id).id);
    return reply.code(204).send();
  });

  app.post('/v1/notifications/verify-webhook-signature', async (request) => verifyWebhookSignature(context, request.body));

  app.get<IdParams>('/v1/notifications/webhooks-events/:id', async (request) => findEvent(request.params.id));

  app.post<IdParams>('/v1/notifications/webhooks-events/:id/resend', async (request, reply) => {
    const event = findEvent(request.params.id);
    context.deliverer.enqueue([event]);
    return reply.code(202).send(event);
  });
};
