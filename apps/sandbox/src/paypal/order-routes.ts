import type { FastifyPluginAsync } from 'fastify';
import { captureOrder } from './capture-order.ts';
import { createOrder } from './create-order.ts';
import { findOrder } from './find-resource.ts';
import { captureResponseView, orderFullView, orderMinimalView } from './order-views.ts';
import { throwForcedFailure } from './paypal-controls.ts';
import type { PaypalState } from './paypal-state.ts';
import { wantsRepresentation } from './prefer-representation.ts';
import { replayOrRun } from './request-id-replay.ts';
import { validateCreateOrder } from './validate-create-order.ts';

type OrderParams = { Params: { id: string } };

/** Orders v2: create, get and capture (providers.md §1.2–1.4): minimal answers unless `Prefer: return=representation`. */
export const orderRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { store } = state;

  app.post('/v2/checkout/orders', async (request, reply) => {
    throwForcedFailure(state.controls, 'create');
    return replayOrRun(state, request, reply, 'create', () => {
      const order = createOrder(state, validateCreateOrder(request.body));
      return wantsRepresentation(request) ? orderFullView(state.baseUrl(), store, order) : orderMinimalView(state.baseUrl(), order);
    });
  });

  app.get<OrderParams>('/v2/checkout/orders/:id', async (request) => {
    throwForcedFailure(state.controls, 'get');
    return orderFullView(state.baseUrl(), store, findOrder(store, request.params.id));
  });

  app.post<OrderParams>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const { id } = request.params;
    throwForcedFailure(state.controls, 'capture');
    return replayOrRun(state, request, reply, `capture ${id}`, () => {
      const order = findOrder(store, id);
      captureOrder(state, order);
      return wantsRepresentation(request) ? orderFullView(state.baseUrl(), store, order) : captureResponseView(state.baseUrl(), store, order);
    });
  });
};
