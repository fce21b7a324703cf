import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBodies } from '../shared/accept-empty-json-bodies.ts';
import { createCheckout, getCheckout } from './checkout-api.ts';
import { refundCheckout } from './refund-checkout.ts';
import { runApiRequest } from './run-api-request.ts';
import { deleteWebhook, listWebhooks, registerWebhook } from './webhook-api.ts';
import { notFoundError, yocoError } from './yoco-error.ts';
import type { YocoState } from './yoco-state.ts';

type WithId = { Params: { id: string } };

/** Yoco's Online Checkout API: create and read checkouts, refund a paid one, register webhooks (providers.md §2.1–2.6). */
export const yocoApiRoutes: FastifyPluginAsync<{ state: YocoState }> = async (app, { state }) => {
  acceptEmptyJsonBodies(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(yocoError(status, 'validation_error', error.message).body);
    request.log.error(error);
    return reply.code(500).send(yocoError(500, 'internal_error', 'Internal server error').body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundError('Resource').result.body));

  app.post('/checkouts', (request, reply) => runApiRequest(state, request, reply, (mode) => createCheckout(state, mode, request.body)));
  app.get<WithId>('/checkouts/:id', (request, reply) => runApiRequest(state, request, reply, () => getCheckout(state, request.params.id)));
  app.post<WithId>('/checkouts/:id/refund', (request, reply) =>
    runApiRequest(state, request, reply, () => refundCheckout(state, request.params.id, request.body)),
  );

  app.post('/webhooks', (request, reply) => runApiRequest(state, request, reply, (mode) => registerWebhook(state, mode, request.body)));
  app.get('/webhooks', (request, reply) => runApiRequest(state, request, reply, (mode) => listWebhooks(state, mode)));
  app.delete<WithId>('/webhooks/:id', (request, reply) =>
    runApiRequest(state, request, reply, (mode) => deleteWebhook(state, mode, request.params.id)),
  );
};
