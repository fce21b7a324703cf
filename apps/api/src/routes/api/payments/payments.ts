import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { paymentMethodLabels, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { decimalAmount } from '@guidepass/domain/tiers';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { findPayment } from '@guidepass/payments/payments-repository';
import { Body, Data, ProviderParams, TierId, Uuid } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { startPayment } from '../../../services/payments/start-payment.ts';
import { startMobilePayment } from '../../../services/payments/start-mobile-payment.ts';
import { MobileCharge, StartAnswer } from './mobile-schemas.ts';
import { paymentStartLimit } from '../../../services/payments/payment-start-limit.ts';
import { failureWith, PaymentNotFound } from '../../../errors.ts';
import { CaptureData, capturePerUser, confirmOwnPayment } from './own-payment-confirm.ts';

/**
 * Payments: start, ask for proof after the return (capture, confirm), and read one's status. The generic routes
 * (product.md §13) name the provider: `POST /{provider}` starts through its gateway, `POST /{provider}/confirm`
 * confirms like a capture; a listed provider this server is not configured for is a 404 payment-method-not-offered.
 * The older per-provider addresses (before these) are in the provider's folder here: static, so they are matched
 * first, and answer with their own bodies as before.
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // Per member, after the folder's guard (autohooks.ts) has named them.
  const captureLimit = capturePerUser(app);
  // Starts share one per-member budget with the other start routes (product.md §15).
  const startLimit = paymentStartLimit(app);
  const offered = (provider: PaymentMethod) => {
    if (!gatewayFor(app.providers, provider)) throw failureWith('PaymentMethodNotOffered', { provider: paymentMethodLabels[provider] });
  };

  typed.post(
    '/:provider',
    {
      schema: {
        params: ProviderParams,
        // with `mobile`, the request goes to the member's phone instead of a provider's page (product.md §13)
        body: Body({ selectedTierId: TierId, mobile: Type.Optional(MobileCharge) }),
        response: { 200: Data(StartAnswer) },
      },
      preHandler: startLimit,
    },
    async (request) => {
      offered(request.params.provider);
      const { selectedTierId, mobile } = request.body;
      const userId = callerOf(request).id;
      if (mobile) return { data: await startMobilePayment(app, { userId, tierId: selectedTierId, method: request.params.provider, requestId: request.id, ip: request.ip }, mobile) };
      const started = await startPayment(app, userId, selectedTierId, request.params.provider);
      return { data: { redirectUrl: started.redirectUrl, paymentId: started.paymentId, providerRef: started.providerRef } };
    },
  );

  typed.post(
    '/:provider/confirm',
    { schema: { params: ProviderParams, body: Body({ paymentId: Uuid }), response: { 200: CaptureData } }, onRequest: captureLimit },
    async (request) => {
      offered(request.params.provider);
      return { data: await confirmOwnPayment(app, request, request.params.provider, await findPayment(app.db, request.body.paymentId)) };
    },
  );

  typed.get(
    '/:id',
    { schema: { params: Type.Object({ id: Uuid }) } },
    async (request) => {
      const payment = await findPayment(app.db, request.params.id);
      if (!payment || payment.user_id !== callerOf(request).id) throw new PaymentNotFound();
      return {
        data: {
          id: payment.id,
          provider: payment.provider,
          tierId: payment.tier_id,
          status: payment.status,
          weeks: payment.weeks,
          amount: decimalAmount(payment.amount_minor),
          currency: payment.currency,
          createdAt: payment.created_at.toISOString(),
          capturedAt: payment.captured_at?.toISOString() ?? null,
        },
      };
    },
  );
}
