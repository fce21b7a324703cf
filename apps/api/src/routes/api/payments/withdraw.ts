import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { findPayment } from '@guidepass/payments/payments-repository';
import { withdrawPayment } from '@guidepass/payments/withdraw-payment';
import { ProviderError } from '@guidepass/providers/provider-error';
import { Data, Uuid } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { PaymentNotFound, PaymentNotWithdrawable } from '../../../errors.ts';

const Withdrawn = Type.Object({ status: Type.String(), withdrawal: Type.Union([Type.Literal('withdrawn'), Type.Literal('left-open')]) });

/**
 * POST /api/payments/{id}/withdraw: "Pay another way" (product.md §17) withdraws the caller's own open payment (DPO:
 * the request on their phone is cancelled). Another member's payment answers like an unknown one (404: ids are not to
 * be probed); one no longer open, or one the provider will not close (paid there), is 409 and changes nothing.
 */
export default async function withdrawPaymentRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/:id/withdraw',
    { schema: { params: Type.Object({ id: Uuid }), response: { 200: Data(Withdrawn) } } },
    async (request) => {
      const payment = await findPayment(app.db, request.params.id);
      if (!payment || payment.user_id !== callerOf(request).id) throw new PaymentNotFound();
      let withdrawn;
      try {
        withdrawn = await withdrawPayment(app.db, gatewayFor(app.providers, payment.provider), payment);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        app.log.warn({ err: error, paymentId: payment.id }, 'payment not withdrawn at its provider');
        throw new PaymentNotWithdrawable();
      }
      if (!withdrawn) throw new PaymentNotWithdrawable();
      return { data: withdrawn };
    },
  );
}
