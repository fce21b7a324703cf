import type { FastifyPluginAsync } from 'fastify';
import { issueError } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import { verifyWebhookSignature } from './verify-webhook-signature.ts';
import { subscribeWebhook, webhookView } from './webhook-subscriptions.ts';

/** Webhook subscriptions and the signature postback (all need a bearer token). */
export const webhookRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { store } = state;

  app.post('/v1/notifications/webhooks', async (request, reply) =>
    reply.code(201).send(webhookView(state.baseUrl(), subscribeWebhook(state, request.body))),
  );

  app.get('/v1/notifications/webhooks', async () => ({
    webhooks: [...store.webhooks.values()].map((webhook) => webhookView(state.baseUrl(), webhook)),
  }));

  app.delete<{ Params: { id: string } }>('/v1/notifications/webhooks/:id', async (request, reply) => {
    const { id } = request.params;
    if (!store.webhooks.delete(id)) throw issueError('INVALID_RESOURCE_ID', { field: 'webhook_id', value: id, location: 'path' });
    return reply.code(204).send();
  });

  app.post('/v1/notifications/verify-webhook-signature', async (request) => verifyWebhookSignature(state, request.body));
};
