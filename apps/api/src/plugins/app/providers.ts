import fp from 'fastify-plugin';
import { createPaymentProviders, type PaymentProviders } from '@guidepass/payments/payment-providers';

declare module 'fastify' {
  interface FastifyInstance {
    providers: PaymentProviders;
  }
}

/** The payment providers' clients and webhook checks, built once from the configuration; null when not configured. */
export default fp(async function providers(app) {
  app.decorate('providers', createPaymentProviders(app.config));
}, { name: 'providers' });
