import type { FastifyInstance } from 'fastify';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { ProviderError } from '@guidepass/providers/provider-error';

/**
 * Before an account is deleted (product.md §18): every payment it opened and has not paid is withdrawn at its
 * provider (DPO cancels the token, so a phone's pending approval can no longer pay it; a PayPal order or a Yoco
 * checkout stays open there) and fails here. Answers the payments the provider would not withdraw (paid meanwhile, or
 * unreachable): after the deletion, `settleAfterDeletion` has the worker read them again, and refund what was paid.
 */
export async function withdrawOpenPayments(app: FastifyInstance, userId: string): Promise<string[]> {
  const open = await app.db
    .selectFrom('payments')
    .select(['id', 'provider', 'provider_ref', 'capture_ref', 'amount_minor', 'currency'])
    .where('user_id', '=', userId)
    .where('status', '=', 'created')
    .where('provider_ref', 'is not', null)
    .execute();
  const unsettled: string[] = [];
  for (const payment of open) {
    const gateway = gatewayFor(app.providers, payment.provider);
    try {
      if (!gateway) throw new ProviderError(payment.provider, 0, 'NOT_CONFIGURED', `${payment.provider} is not configured`);
      const outcome = await gateway.withdraw(payment);
      await applyPaymentEvent(app.db, payment.id, { type: 'fail', reason: `${outcome}: account deleted` });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      app.log.warn({ err: error, paymentId: payment.id }, 'an open payment was not withdrawn at account deletion; the worker settles it');
      unsettled.push(payment.id);
    }
  }
  return unsettled;
}

/** After the deletion: the worker reads each payment again (confirm job), refunding any that was paid, withdrawing the rest. */
export async function settleAfterDeletion(app: FastifyInstance, paymentIds: string[]): Promise<void> {
  for (const paymentId of paymentIds) {
    await enqueuePaymentJob(app.queues.payments, { kind: 'confirm-payment', paymentId }).catch((error: unknown) =>
      app.log.error({ err: error, paymentId }, 'settling a payment of a deleted account not queued'),
    );
  }
}
