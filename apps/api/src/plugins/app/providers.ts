import fp from 'fastify-plugin';
import { createPayPalClient, type PayPalClient } from '@guidepass/providers/paypal-client';
import { createYocoClient, type YocoClient } from '@guidepass/providers/yoco-client';
import { createPayPalSignatureVerifier } from '@guidepass/providers/paypal-webhook-signature';

declare module 'fastify' {
  interface FastifyInstance {
    providers: {
      paypal: PayPalClient | null;
      yoco: YocoClient | null;
      verifyPayPalSignature: ReturnType<typeof createPayPalSignatureVerifier>;
    };
  }
}

/** The payment providers' clients, built once from the configuration; null when a provider is not configured. */
export default fp(async function providers(app) {
  const { paypal, yoco } = app.config;
  app.decorate('providers', {
    paypal: paypal ? createPayPalClient({ apiBase: paypal.apiBase, clientId: paypal.clientId, clientSecret: paypal.clientSecret }) : null,
    yoco: yoco ? createYocoClient({ apiBase: yoco.apiBase, secretKey: yoco.secretKey }) : null,
    verifyPayPalSignature: createPayPalSignatureVerifier(),
  });
}, { name: 'providers' });
