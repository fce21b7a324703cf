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
  // PayPal's certificate chain must end in Node's roots or a configured one (PAYPAL_CERT_TRUSTED_ROOTS, e.g. the sandbox's).
  const verifyPayPalSignature = createPayPalSignatureVerifier({ extraRoots: app.config.paypal?.certTrustedRoots ?? [] });
  app.decorate('providers', { ...createPaymentProviders(app.config), verifyPayPalSignature });
}, { name: 'providers' });
