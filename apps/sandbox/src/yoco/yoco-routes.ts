import type { FastifyPluginAsync } from 'fastify';
import { hostedCheckoutRoutes } from './hosted-checkout-routes.ts';
import { yocoApiRoutes } from './yoco-api-routes.ts';
import { yocoControlRoutes } from './yoco-control-routes.ts';
import { resolveYocoOptions, type YocoOptions } from './yoco-options.ts';
import { createYocoState } from './yoco-state.ts';

export interface YocoRoutesOptions extends YocoOptions {
  /** A function because with port 0 the public URL is only known after listening. */
  publicUrl: () => string;
}

/** Yoco's Online Checkout API at ./api, its hosted page at ./checkout, test switches at ./_control. */
export const yocoRoutes: FastifyPluginAsync<YocoRoutesOptions> = async (app, { publicUrl, ...options }) => {
  const state = createYocoState(resolveYocoOptions(options), (checkoutId) => `${publicUrl()}${app.prefix}/checkout/${checkoutId}`);
  const controlPrefix = `${app.prefix}/_control`;

  app.addHook('onClose', async () => state.dispatcher.stop());
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith(controlPrefix)) return;
    const key = request.headers['idempotency-key'];
    state.requests.push({
      at: new Date(state.options.now()).toISOString(),
      method: request.method,
      url: request.url,
      idempotencyKey: (Array.isArray(key) ? key[0] : key) ?? null,
      body: request.body ?? null,
      statusCode: reply.statusCode,
      replayed: reply.getHeader('idempotent-replayed') === 'true',
    });
  });

  await app.register(yocoApiRoutes, { prefix: '/api', state });
  await app.register(hostedCheckoutRoutes, { prefix: '/checkout', state });
  await app.register(yocoControlRoutes, { prefix: '/_control', state });
};
