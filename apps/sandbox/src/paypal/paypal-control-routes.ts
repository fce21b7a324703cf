import type { FastifyPluginAsync } from 'fastify';
import { emitCaptureEvent, controllableEventTypes, isControllableEventType } from './control-capture-event.ts';
import { applyControlChange, ControlError, parseControlChange } from './paypal-control-change.ts';
import { captureResourceView } from './order-views.ts';
import type { PaypalState } from './paypal-state.ts';
import { subscriptionControlRoutes } from './subscriptions/subscription-control-routes.ts';

/** The sandbox's own switches and logs for tests (no PayPal equivalent; no token needed). */
export const paypalControlRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { store } = state;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ControlError) return reply.code(error.statusCode).send({ error: error.message });
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode < 500) return reply.code(statusCode).send({ error: (error as Error).message });
    throw error;
  });

  // `faults` is the answer's key since the first version; tests read it.
  app.get('/_control', async () => ({ faults: state.controls }));

  app.post('/_control', async (request) => {
    const change = parseControlChange(request.body);
    applyControlChange(state.controls, change);
    let released = 0;
    if (change.reset) {
      state.requests.clear();
      state.deliveries.clear();
      // Back to normal means held events go out, as PayPal would have sent them.
      released = state.delivery.release();
    }
    return { faults: state.controls, ...(change.reset ? { released } : {}) };
  });

  // The root the signing certificate's chain ends in, for whoever should trust this sandbox's PayPal (the harness).
  app.get('/_control/test-root.pem', async (_request, reply) => reply.type('application/x-pem-file').send(state.testRootPem));

  app.post('/_control/release', async () => ({ released: state.delivery.release() }));

  app.post<{ Params: { id: string } }>('/_control/orders/:id/events', async (request) => {
    const order = store.orders.get(request.params.id);
    if (!order) throw new ControlError(`No order ${request.params.id}`, 404);
    const body = (request.body ?? {}) as { event_type?: unknown; capture_id?: unknown };
    if (!isControllableEventType(body.event_type)) {
      throw new ControlError(`event_type must be one of ${controllableEventTypes.join(', ')}`);
    }
    const captureId = typeof body.capture_id === 'string' ? body.capture_id : undefined;
    const before = store.events.size;
    const capture = emitCaptureEvent(state, order, body.event_type, captureId);
    return {
      capture: captureResourceView(state.baseUrl(), capture),
      events: [...store.events.values()].slice(before),
    };
  });

  // Delivers a stored event again with the same id, as PayPal's resend does (duplicates are the receiver's problem).
  app.post<{ Params: { eventId: string } }>('/_control/events/:eventId/redeliver', async (request) => {
    const event = store.events.get(request.params.eventId);
    if (!event) throw new ControlError(`No event ${request.params.eventId}`, 404);
    state.delivery.enqueue([event]);
    return { eventId: event.id, eventType: event.event_type };
  });

  await app.register(subscriptionControlRoutes, { state });

  app.get('/_control/requests', async () => ({ requests: state.requests.list() }));
  app.get('/_control/deliveries', async () => ({ deliveries: state.deliveries.list() }));
};
