import fp from 'fastify-plugin';
import { createPaymentProviders, type PaymentProviders } from '@guidepass/payments/payment-providers';
import { createPayPalSignatureVerifier } from '@guidepass/providers/paypal-webhook-signature';

declare module 'fastify' {
  interface FastifyInstance {
    providers: PaymentProviders & {
      verifyPayPalSignature: ReturnType<typeof createPayPalSignatureVerifier>;
    };
  }
}

/** The payment providers' clients, built once from the configuration; null when a provider is not configured. */
export default fp(async function providers(app) {
  app.decorate('providers', { ...createPaymentProviders(app.config), verifyPayPalSignature: createPayPalSignatureVerifier() });
}, { name: 'providers' });
