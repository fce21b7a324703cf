import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { paymentMethodLabels, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { decimalAmount } from '@guidepass/domain/tiers';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { findPayment, findPaymentByProviderRef } from '@guidepass/payments/payments-repository';
import { Body, Data, ProviderParams, TierId, Uuid } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { startPayment } from '../../../services/payments/start-payment.ts';
import { startMobilePayment } from '../../../services/payments/start-mobile-payment.ts';
import { MobileCharge, StartAnswer } from './mobile-schemas.ts';
import { requestCapture } from '../../../services/payments/request-capture.ts';
import { rateLimitHook } from '../../../lib/auth/auth-rate-limits.ts';
import { paymentStartLimit } from '../../../services/payments/payment-start-limit.ts';
import { failureWith, NotYourAccount, PaymentNotFound } from '../../../errors.ts';

const UserId = Type.String({ maxLength: 64 });
const PaymentState = Type.String();
const CaptureData = Data(Type.Object({ success: Type.Boolean(), status: PaymentState }));

/** The original sends the caller's own id along; any other id is refused. */
function assertOwnId(callerId: string, userId: string | undefined) {
  if (userId !== undefined && userId !== callerId) throw new NotYourAccount();
}

/**
 * Payments: start, ask for proof after the return (capture, confirm), and read one's status. The generic routes
 * (product.md §13) name the provider: `POST /{provider}` starts through its gateway, `POST /{provider}/confirm`
 * confirms like a capture; a listed provider this server is not configured for is a 404 payment-method-not-offered.
 * The older per-provider addresses (/paypal, /yoco and their /capture) are static, so they are matched first and
 * answer with their own bodies as before.
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // Each capture request holds a worker job and a provider call: per member, after the folder's guard (autohooks.ts) has named them.
  const capturePerUser = rateLimitHook(app, 'capture', (request) => `capture:user:${callerOf(request).id}`, app.config.rateLimit.capturePerUser);
  // Starts share one per-member budget with the other start routes (product.md §15).
  const startLimit = paymentStartLimit(app);
  /** The confirm job for the caller's own payment of that provider; any other answers like an unknown one (ids are not to be probed). */
  const confirmOwn = (request: FastifyRequest, provider: PaymentMethod, payment: { id: string; provider: string; user_id: string | null } | undefined) => {
    if (!payment || payment.provider !== provider || payment.user_id !== callerOf(request).id) throw new PaymentNotFound();
    return requestCapture(app, payment.id, { kind: 'confirm-payment', paymentId: payment.id, requestId: request.id });
  };
  const offered = (provider: PaymentMethod) => {
    if (!gatewayFor(app.providers, provider)) throw failureWith('PaymentMethodNotOffered', { provider: paymentMethodLabels[provider] });
  };

  typed.post(
    '/paypal',
    {
      schema: {
        body: Body({ selectedTierId: TierId, userId: Type.Optional(UserId) }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), orderId: Type.String(), paymentId: Type.String() })) },
      },
      preHandler: startLimit,
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnId(caller.id, request.body.userId);
      const started = await startPayment(app, caller.id, request.body.selectedTierId, 'paypal');
      return { data: { redirectUrl: started.redirectUrl, orderId: started.providerRef, paymentId: started.paymentId } };
    },
  );

  typed.post(
    '/yoco',
    {
      schema: {
        // the generic start's body (`{selectedTierId}`) is taken here too: this static address wins over /:provider
        body: Body({ selectedTierId: TierId, paymentMethod: Type.Optional(Type.Literal('card')), userId: Type.Optional(UserId) }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), paymentId: Type.String(), providerRef: Type.String() })) },
      },
      preHandler: startLimit,
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnId(caller.id, request.body.userId);
      const started = await startPayment(app, caller.id, request.body.selectedTierId, 'yoco');
      return { data: { redirectUrl: started.redirectUrl, paymentId: started.paymentId, providerRef: started.providerRef } };
    },
  );

  typed.post(
    '/paypal/capture',
    { schema: { body: Body({ orderId: Type.String({ pattern: '^[A-Z0-9]{1,36}$' }) }), response: { 200: CaptureData } }, onRequest: capturePerUser },
    async (request) => {
      return { data: await confirmOwn(request, 'paypal', await findPaymentByProviderRef(app.db, 'paypal', request.body.orderId)) };
    },
  );

  typed.post(
    '/yoco/capture',
    { schema: { body: Body({ paymentId: Uuid }), response: { 200: CaptureData } }, onRequest: capturePerUser },
    async (request) => {
      return { data: await confirmOwn(request, 'yoco', await findPayment(app.db, request.body.paymentId)) };
    },
  );

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
    { schema: { params: ProviderParams, body: Body({ paymentId: Uuid }), response: { 200: CaptureData } }, onRequest: capturePerUser },
    async (request) => {
      offered(request.params.provider);
      return { data: await confirmOwn(request, request.params.provider, await findPayment(app.db, request.body.paymentId)) };
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
