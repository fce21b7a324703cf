import type { FastifyPluginAsync } from 'fastify';
import { emitCaptureEvent, controllableEventTypes, isControllableEventType } from './control-capture-event.ts';
import { applyControlUpdate, ControlError, parseControlUpdate } from './control-update.ts';
import { captureResourceView } from './order-views.ts';
import type { PaypalContext } from './paypal-context.ts';

/** The sandbox's own switches and logs for tests (no PayPal equivalent; no token needed). */
export const controlRoutes: FastifyPluginAsync<{ context: PaypalContext }> = async (app, { context }) => {
  const { store } = context;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ControlError) return reply.code(error.statusCode).send({ error: error.message });
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode < 500) return reply.code(statusCode).send({ error: (error as Error).message });
    throw error;
  });

  app.get('/_control', async () => ({ faults: store.faults }));

  app.post('/_control', async (request) => {
    const update = parseControlUpdate(request.body);
    applyControlUpdate(store.faults, update);
    let released = 0;
    if (update.reset) {
      store.requests.length = 0;
      store.deliveries.length = 0;
      // Back to normal means held events go out, as PayPal would have sent them.
      released = context.deliverer.release();
    }
    return { faults: store.faults, ...(update.reset ? { released } : {}) };
  });

  app.post('/_control/release', async () => ({ released: context.deliverer.release() }));

  app.post<{ Params: { id: string } }>('/_control/orders/:id/events', async (request) => {
    const order = store.orders.get(request.params.id);
    if (!order) throw new ControlError(`No order ${request.params.id}`, 404);
    const body = (request.body ?? {}) as { event_type?: unknown; capture_id?: unknown };
    if (!isControllableEventType(body.event_type)) {
      throw new ControlError(`event_type must be one of ${controllableEventTypes.join(', ')}`);
    }
    const captureId = typeof body.capture_id === 'string' ? body.capture_id : undefined;
    const before = store.events.size;
    const capture = emitCaptureEvent(context, order, body.event_type, captureId);
    return {
      capture: captureResourceView(context.baseUrl(), capture),
      events: [...store.events.values()].slice(before),
    };
  });

  app.get('/_control/requests', async () => ({ requests: store.requests }));
  app.get('/_control/deliveries', async () => ({ deliveries: store.deliveries }));
};
