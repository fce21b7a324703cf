import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Body, Data, Uuid } from '../../../../schemas/common.ts';
import { refundPayment } from '../../../../services/payments/refund-payment.ts';

/** after a partial refund the payment stays captured; the one that reaches its amount makes it refunded */
const RefundedState = Type.Union([Type.Literal('captured'), Type.Literal('refunded')]);

/**
 * POST /api/admin/payments/{id}/refund {amountThebe?, reason} (ADMIN_EMAILS, product.md §13): refunds a paid payment
 * through its own provider, once (409 after), with the take-back of a provider refund event. `amountThebe` is a part
 * of the pula price (the provider gives back the same share of what it charged); without it, all of it.
 */
export default async function adminPaymentRefund(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/refund',
    {
      schema: {
        summary: 'Refund a paid payment through its provider, once (administrators only)',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid }),
        body: Body({
          amountThebe: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
          reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        }),
        response: {
          200: Data(
            Type.Object({
              paymentId: Type.String(),
              status: RefundedState,
              refundedThebe: Type.Integer(),
              refundedMinor: Type.Integer(),
              currency: Type.String(),
              // DPO may hold a refund for its checker: pending (nothing taken back yet, followed) or declined
              refundState: Type.Union([Type.Literal('approved'), Type.Literal('pending'), Type.Literal('declined')]),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await refundPayment(app, request.params.id, { amountThebe: request.body.amountThebe, reason: request.body.reason.trim() }) }),
  );
}
