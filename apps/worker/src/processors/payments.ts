import type { Job } from 'bullmq';
import type { PaymentJob } from '@guidepass/jobs';
import { capturePayPalOrder } from '../payments/capture-paypal-order.ts';
import { confirmYocoCheckout } from '../payments/confirm-yoco-checkout.ts';
import { processWebhookEvent } from '../payments/process-webhook-event.ts';
import { confirmPayPalSubscription } from '../payments/confirm-paypal-subscription.ts';
import type { PaymentDeps } from '../payments/payment-deps.ts';

/**
 * The `payments` queue: capture after the browser's return, confirm a Yoco checkout or a PayPal subscription, act on a
 * stored webhook.
 */
export function createPaymentsProcessor(deps: PaymentDeps) {
  return async function processPayment(job: Job<PaymentJob>): Promise<string> {
    const data = job.data;
    const outcome =
      data.kind === 'capture-paypal-order'
        ? await capturePayPalOrder(deps, data.paymentId)
        : data.kind === 'confirm-yoco-checkout'
          ? await confirmYocoCheckout(deps, data.paymentId)
          : data.kind === 'confirm-paypal-subscription'
            ? await confirmPayPalSubscription(deps, data.subscriptionId)
            : await processWebhookEvent(deps, data.webhookEventId);
    deps.logger.info({ jobId: job.id, kind: data.kind, requestId: data.requestId, outcome }, 'payment job done');
    return outcome;
  };
}
