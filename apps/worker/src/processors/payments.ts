import type { Job } from 'bullmq';
import { providerOfOlderConfirmJob } from '@guidepass/domain/payment-providers';
import type { PaymentJob } from '@guidepass/jobs';
import { awaitMobileApproval } from '@guidepass/payments/jobs/await-mobile-approval';
import { confirmPayment } from '@guidepass/payments/jobs/confirm-payment';
import { keepVerifying } from '@guidepass/payments/jobs/keep-verifying';
import { followRefund } from '@guidepass/payments/jobs/follow-refund';
import { processWebhookEvent } from '@guidepass/payments/jobs/process-webhook-event';
import { renewalLifecycle } from '@guidepass/payments/renewal-provider';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';

/**
 * The `payments` queue: confirm a payment through its provider's gateway (after the browser's return, a re-check or
 * an approval event; the per-provider kinds are the older names of the same job), confirm a subscription (the renewal provider's), act
 * on a stored webhook, ask about a mobile-money payment until the member approved it on the phone or its time ran out.
 */
export function createPaymentsProcessor(deps: PaymentDeps) {
  return async function processPayment(job: Job<PaymentJob>, token?: string): Promise<string> {
    const data = job.data;
    const outcome =
      data.kind === 'confirm-payment'
        ? await confirmPayment(deps, data.paymentId)
        : 'subscriptionId' in data
          ? await renewalLifecycle.confirm(deps, data.subscriptionId)
          : data.kind === 'await-mobile-approval'
            ? await awaitMobileApproval(deps, job, token)
            : data.kind === 'follow-refund'
              ? await followRefund(deps, job, token)
              : data.kind === 'process-webhook-event'
                ? await processWebhookEvent(deps, data.webhookEventId)
                : await confirmPayment(deps, data.paymentId, providerOfOlderConfirmJob[data.kind]);
    if (data.kind === 'confirm-payment' && outcome === 'not-approved') await keepVerifying(deps, data.paymentId, data.requestId);
    deps.logger.info({ jobId: job.id, kind: data.kind, requestId: data.requestId, outcome }, 'payment job done');
    return outcome;
  };
}
