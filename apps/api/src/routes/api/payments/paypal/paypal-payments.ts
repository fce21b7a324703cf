import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPaymentByProviderRef } from '@guidepass/payments/payments-repository';
import { Body, Data, TierId } from '../../../../schemas/common.ts';
import { paymentStartLimit } from '../../../../services/payments/payment-start-limit.ts';
import { CaptureData, capturePerUser, confirmOwnPayment } from '../own-payment-confirm.ts';
import { OlderStartUserId, startOlderPayment } from '../older-start.ts';

/**
 * PayPal's older addresses (before `POST /api/payments/{provider}`), answering with their own bodies as before: the
 * start answers the order id, the capture finds the payment by it. Static, so they win over /{provider}.
 */
export default async function paypalPaymentsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '',
    {
      schema: {
        body: Body({ selectedTierId: TierId, userId: Type.Optional(OlderStartUserId) }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), orderId: Type.String(), paymentId: Type.String() })) },
      },
      preHandler: paymentStartLimit(app),
    },
    async (request) => {
      const started = await startOlderPayment(app, request, request.body, 'paypal');
      return { data: { redirectUrl: started.redirectUrl, orderId: started.providerRef, paymentId: started.paymentId } };
    },
  );

  typed.post(
    '/capture',
    { schema: { body: Body({ orderId: Type.String({ pattern: '^[A-Z0-9]{1,36}$' }) }), response: { 200: CaptureData } }, onRequest: capturePerUser(app) },
    async (request) => {
      return { data: await confirmOwnPayment(app, request, 'paypal', await findPaymentByProviderRef(app.db, 'paypal', request.body.orderId)) };
    },
  );
}
