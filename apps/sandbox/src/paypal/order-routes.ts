import type { FastifyPluginAsync } from 'fastify';
import { captureOrder } from './capture-order.ts';
import { createOrder } from './create-order.ts';
import { findOrder } from './find-resource.ts';
import { captureResponseView, orderFullView, orderMinimalView } from './order-views.ts';
import type { PaypalContext } from './paypal-context.ts';
import { prefersRepresentation } from './prefer-header.ts';
import { guardOperation } from './request-guards.ts';
import { findReply, readRequestId, rememberReply } from './request-id-replay.ts';
import { validateCreateOrder } from './validate-create-order.ts';

type OrderParams = { Params: { id: string } };

/** Orders v2: create, get and capture (providers.md §1.2–1.4). */
export const orderRoutes: FastifyPluginAsync<{ context: PaypalContext }> = async (app, { context }) => {
  const { store } = context;

  app.post('/v2/checkout/orders', async (request, reply) => {
    guardOperation(context, request, 'create');
    const requestId = readRequestId(request);
    const replayKey = requestId === undefined ? undefined : `create ${requestId}`;
    const replay = findReply(context, replayKey);
    if (replay) return reply.code(200).send(replay.body);

    const order = createOrder(context, validateCreateOrder(request.body));
    const base = context.baseUrl();
    const body = prefersRepresentation(request) ? orderFullView(base, store, order) : orderMinimalView(base, order);
    rememberReply(context, replayKey, 201, body);
    return reply.code(201).send(body);
  });

  app.get<OrderParams>('/v2/checkout/orders/:id', async (request) => {
    guardOperation(context, request, 'get', request.params.id);
    return orderFullView(context.baseUrl(), store, findOrder(store, request.params.id));
  });

  app.post<OrderParams>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const { id } = request.params;
    guardOperation(context, request, 'capture', id);
    const requestId = readRequestId(request);
    const replayKey = requestId === undefined ? undefined : `capture ${id} ${requestId}`;
    const replay = findReply(context, replayKey);
    if (replay) return reply.code(200).send(replay.body);

    const order = findOrder(store, id);
    captureOrder(context, order);
    const base = context.baseUrl();
    const body = prefersRepresentation(request) ? orderFullView(base, store, order) : captureResponseView(base, store, order);
    rememberReply(context, replayKey, 201, body);
    return reply.code(201).send(body);
  });
};
