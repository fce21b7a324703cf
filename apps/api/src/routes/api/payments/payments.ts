import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { decimalAmount } from '@guidepass/domain/tiers';
import { findPayment, findPaymentByProviderRef } from '@guidepass/payments/payments-repository';
import { Body, Data, TierId, Uuid } from '../../../schemas/common.ts';
import { callerOf } from '../../../plugins/app/authenticate.ts';
import { startPayment } from '../../../services/start-payment.ts';
import { requestCapture } from '../../../services/request-capture.ts';
import { rateLimitHook } from '../../../lib/auth-rate-limits.ts';
import { paymentStartLimit } from '../../../lib/payment-start-limit.ts';
import { NotYourAccount, PaymentNotFound } from '../../../errors.ts';

const UserId = Type.String({ maxLength: 64 });
const PaymentState = Type.String();
const CaptureData = Data(Type.Object({ success: Type.Boolean(), status: PaymentState }));

/** The original sends the caller's own id along; any other id is refused. */
function assertOwnId(callerId: string, userId: string | undefined) {
  if (userId !== undefined && userId !== callerId) throw new NotYourAccount();
}

/** Payments: start with PayPal or Yoco, ask for capture after the return, and read one's status. */
export default async function paymentsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // Each capture request holds a worker job and a provider call: per member, after the folder's guard (autohooks.ts) has named them.
  const capturePerUser = rateLimitHook(app, 'capture', (request) => `capture:user:${callerOf(request).id}`, app.config.rateLimit.capturePerUser);
  // Starts share one per-member budget with the other start routes (product.md §15).
  const startLimit = paymentStartLimit(app);

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
        body: Body({ selectedTierId: TierId, paymentMethod: Type.Literal('card'), userId: Type.Optional(UserId) }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), paymentId: Type.String() })) },
      },
      preHandler: startLimit,
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnId(caller.id, request.body.userId);
      const started = await startPayment(app, caller.id, request.body.selectedTierId, 'yoco');
      return { data: { redirectUrl: started.redirectUrl, paymentId: started.paymentId } };
    },
  );

  typed.post(
    '/paypal/capture',
    { schema: { body: Body({ orderId: Type.String({ pattern: '^[A-Z0-9]{1,36}$' }) }), response: { 200: CaptureData } }, onRequest: capturePerUser },
    async (request) => {
      const payment = await findPaymentByProviderRef(app.db, 'paypal', request.body.orderId);
      // Another member's order answers like an unknown one: ids are not to be probed.
      if (!payment || payment.user_id !== callerOf(request).id) throw new PaymentNotFound();
      return { data: await requestCapture(app, payment.id, { kind: 'capture-paypal-order', paymentId: payment.id, requestId: request.id }) };
    },
  );

  typed.post(
    '/yoco/capture',
    { schema: { body: Body({ paymentId: Uuid }), response: { 200: CaptureData } }, onRequest: capturePerUser },
    async (request) => {
      const payment = await findPayment(app.db, request.body.paymentId);
      if (!payment || payment.provider !== 'yoco' || payment.user_id !== callerOf(request).id) throw new PaymentNotFound();
      return { data: await requestCapture(app, payment.id, { kind: 'confirm-yoco-checkout', paymentId: payment.id, requestId: request.id }) };
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
