import type { FastifyPluginAsync } from 'fastify';
import { applyControlChange, parseControlChange } from './yoco-control-change.ts';
import type { YocoState } from './yoco-state.ts';

/** The sandbox's own switches and logs for tests (no Yoco equivalent; no secret key; plain `{error, message}` errors). */
export const yocoControlRoutes: FastifyPluginAsync<{ state: YocoState }> = async (app, { state }) => {
  app.get('/', async () => ({ controls: state.controls }));

  app.post('/', async (request, reply) => {
    const parsed = parseControlChange(request.body ?? {});
    if (!parsed.ok) return reply.code(400).send({ error: 'invalid_control', message: parsed.message });
    if (parsed.change.reset) state.reset();
    applyControlChange(state.controls, parsed.change);
    if (parsed.change.webhooks?.hold === false) state.delivery.release();
    return { controls: state.controls };
  });

  app.post('/release', async () => {
    state.controls.webhooks.hold = false;
    return { released: state.delivery.release() };
  });

  app.get('/deliveries', async () => ({ deliveries: state.deliveries.list() }));
};
