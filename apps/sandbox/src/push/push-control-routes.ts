import type { FastifyPluginAsync } from 'fastify';
import { isBase64UrlOf } from './push-keys.ts';
import type { PushState } from './push-state.ts';

export interface PushControlRoutesOptions {
  state: PushState;
  endpointOf: (id: string) => string;
}

/**
 * What tests do with the push service: make a subscription as a browser would (given the applicationServerKey,
 * answers PushSubscription JSON, like web-push-testing), read or wait for what it received, decrypted, and expire it.
 */
export const pushControlRoutes: FastifyPluginAsync<PushControlRoutesOptions> = async (app, { state, endpointOf }) => {
  app.post<{ Body: { applicationServerKey?: unknown } | undefined }>('/subscriptions', async (request, reply) => {
    const key = request.body?.applicationServerKey;
    if (!isBase64UrlOf(key, 65)) return reply.code(400).send({ error: 'applicationServerKey must be a base64url P-256 public key (65 bytes)' });
    const subscription = state.create(key);
    return reply.code(201).send({
      endpoint: endpointOf(subscription.id),
      expirationTime: null,
      keys: { p256dh: subscription.browser.p256dh.toString('base64url'), auth: subscription.browser.auth.toString('base64url') },
    });
  });

  app.get<{ Params: { id: string }; Querystring: { count?: string; waitMs?: string } }>('/subscriptions/:id/messages', async (request, reply) => {
    const subscription = state.get(request.params.id);
    if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
    const count = Math.max(0, Number(request.query.count ?? 0) || 0);
    const waitMs = Math.min(30_000, Math.max(0, Number(request.query.waitMs ?? 0) || 0));
    return { messages: await state.waitFor(subscription, count, waitMs) };
  });

  app.post<{ Params: { id: string } }>('/subscriptions/:id/expire', async (request, reply) => {
    const subscription = state.get(request.params.id);
    if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
    subscription.expired = true;
    return reply.code(204).send();
  });
};
