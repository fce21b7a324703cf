import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { createCheckout, getCheckout } from './checkout-api.ts';
import { refundCheckout } from './refund-checkout.ts';
import { runApiRequest } from './run-api-request.ts';
import { deleteWebhook, listWebhooks, registerWebhook } from './webhook-api.ts';
import { notFoundError, yocoError } from './yoco-error.ts';
import type { YocoState } from './yoco-state.ts';

export interface YocoApiRoutesOptions {
  state: YocoState;
}

type WithId = { Params: { id: string } };

export const yocoApiRoutes: FastifyPluginAsync<YocoApiRoutesOptions> = async (app, { state }) => {
  // The refund body is optional, and clients send `Content-Type: application/json` with no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(yocoError(status, 'validation_error', error.message).body);
    request.log.error(error);
    return reply.code(500).send(yocoError(500, 'internal_error', 'Internal server error').body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundError('Resource').body));

  app.post('/checkouts', (request, reply) =>
    runApiRequest(state, request, reply, 'create', (mode) => createCheckout(state, mode, request.body)),
  );
  app.get<WithId>('/checkouts/:id', (request, reply) =>
    runApiRequest(state, request, reply, 'get', () => getCheckout(state, request.params.id)),
  );
  app.post<WithId>('/checkouts/:id/refund', (request, reply) =>
    runApiRequest(state, request, reply, 'refund', () => refundCheckout(state, request.params.id, request.body)),
  );

  app.post('/webhooks', (request, reply) =>
    runApiRequest(state, request, reply, undefined, (mode) => registerWebhook(state, mode, request.body)),
  );
  app.get('/webhooks', (request, reply) => runApiRequest(state, request, reply, undefined, () => listWebhooks(state)));
  app.delete<WithId>('/webhooks/:id', (request, reply) =>
    runApiRequest(state, request, reply, undefined, () => deleteWebhook(state, request.params.id)),
  );
};
