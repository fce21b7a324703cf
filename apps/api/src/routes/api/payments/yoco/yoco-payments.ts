import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPayment } from '@guidepass/payments/payments-repository';
import { Body, Data, TierId, Uuid } from '../../../../schemas/common.ts';
import { paymentStartLimit } from '../../../../services/payments/payment-start-limit.ts';
import { CaptureData, capturePerUser, confirmOwnPayment } from '../own-payment-confirm.ts';
import { OlderStartUserId, startOlderPayment } from '../older-start.ts';

/**
 * Yoco's older addresses (before `POST /api/payments/{provider}`), answering with their own bodies as before. Static,
 * so they win over /{provider}.
 */
export default async function yocoPaymentsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '',
    {
      schema: {
        // the generic start's body (`{selectedTierId}`) is taken here too: this static address wins over /:provider
        body: Body({ selectedTierId: TierId, paymentMethod: Type.Optional(Type.Literal('card')), userId: Type.Optional(OlderStartUserId) }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), paymentId: Type.String(), providerRef: Type.String() })) },
      },
      preHandler: paymentStartLimit(app),
    },
    async (request) => {
      const started = await startOlderPayment(app, request, request.body, 'yoco');
      return { data: { redirectUrl: started.redirectUrl, paymentId: started.paymentId, providerRef: started.providerRef } };
    },
  );

  typed.post(
    '/capture',
    { schema: { body: Body({ paymentId: Uuid }), response: { 200: CaptureData } }, onRequest: capturePerUser(app) },
    async (request) => {
      return { data: await confirmOwnPayment(app, request, 'yoco', await findPayment(app.db, request.body.paymentId)) };
    },
  );
}
