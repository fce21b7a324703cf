import type { FastifyPluginAsync } from 'fastify';
import { checkoutJson } from './checkout-json.ts';
import { completeCheckout } from './complete-checkout.ts';
import { applyControlChange, parseControlChange } from './yoco-controls.ts';
import type { YocoState } from './yoco-state.ts';

export interface YocoControlRoutesOptions {
  state: YocoState;
}

/** Test switches; not part of Yoco's API, so no secret key and plain `{error, message}` errors. */
export const yocoControlRoutes: FastifyPluginAsync<YocoControlRoutesOptions> = async (app, { state }) => {
  app.get('/', async () => ({ controls: state.controls }));

  app.post('/', async (request, reply) => {
    const parsed = parseControlChange(request.body ?? {});
    if (!parsed.ok) return reply.code(400).send({ error: 'invalid_control', message: parsed.message });
    if (parsed.change.reset) state.reset();
    applyControlChange(state.controls, parsed.change);
    if (parsed.change.webhooks?.hold === false) state.dispatcher.release();
    return { controls: state.controls };
  });

  app.post('/release', async () => {
    state.controls.webhooks.hold = false;
    return { released: state.dispatcher.release() };
  });

  app.post<{ Params: { id: string } }>('/checkouts/:id/pay', async (request, reply) => {
    const checkout = state.checkouts.find(request.params.id);
    if (!checkout) return reply.code(404).send({ error: 'not_found', message: 'No checkout with that id' });
    if (checkout.status === 'completed') {
      return reply.code(409).send({ error: 'already_paid', message: 'The checkout is already completed' });
    }
    completeCheckout(state, checkout);
    return checkoutJson(checkout, state.redirectUrl(checkout.id));
  });

  app.get('/requests', async () => ({ requests: state.requests.list() }));
  app.get('/deliveries', async () => ({ deliveries: state.deliveries.list() }));
};
