import type { FastifyPluginAsync } from 'fastify';
import { hostedCheckoutRoutes } from './hosted-checkout-routes.ts';
import { yocoApiRoutes } from './yoco-api-routes.ts';
import { yocoControlRoutes } from './yoco-control-routes.ts';
import { resolveYocoSettings, type YocoOptions } from './yoco-options.ts';
import { createYocoState } from './yoco-state.ts';

export interface YocoRoutesOptions extends YocoOptions {
  /** A function because with port 0 the public URL is only known after listening. */
  publicUrl: () => string;
}

/** The Yoco stand-in: the Checkout API at ./api, its hosted page at ./checkout, test switches at ./_control. */
export const yocoRoutes: FastifyPluginAsync<YocoRoutesOptions> = async (app, { publicUrl, ...options }) => {
  const state = createYocoState(resolveYocoSettings(options), (checkoutId) => `${publicUrl()}${app.prefix}/checkout/${checkoutId}`);

  app.addHook('onClose', async () => state.delivery.close());
  await app.register(yocoApiRoutes, { prefix: '/api', state });
  await app.register(hostedCheckoutRoutes, { prefix: '/checkout', state });
  await app.register(yocoControlRoutes, { prefix: '/_control', state });
};
