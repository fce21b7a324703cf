import type { Job } from 'bullmq';
import type { Executor } from '@guidepass/db';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { PaymentJob } from '@guidepass/jobs';
import { enqueuePaymentJob } from '../../enqueue-payment-job.ts';
import { CaptureNotQueued, type CaptureDeps } from '../../request-capture.ts';
import { findSubscription, subscriptionHasCreditedSale } from './paypal-subscriptions-repository.ts';

/** PayPal's states in which a subscription with no credited sale will never be charged. */
const endedWithoutSale = new Set(['CANCELLED', 'EXPIRED', 'SUSPENDED']);

/**
 * The confirm answer, in the capture routes' words: captured once a sale of the subscription is credited, failed
 * when PayPal ended it before any sale, pending otherwise (keep asking).
 */
async function answerFor(db: Executor, subscriptionId: string): Promise<CaptureAnswer> {
  if (await subscriptionHasCreditedSale(db, subscriptionId)) return { success: true, status: 'captured' };
  const subscription = await findSubscription(db, subscriptionId);
  return { success: false, status: subscription && endedWithoutSale.has(subscription.status) ? 'failed' : 'pending' };
}

/**
 * Queues a `confirm-paypal-subscription` job (or joins the one already queued for the subscription) and waits up to
 * `waitMs` for it: the worker reads the subscription and its transactions at PayPal, records the status and next
 * charge, and credits each completed sale once. Answers whether the job finished in time.
 */
export async function runSubscriptionConfirm(deps: CaptureDeps, subscriptionId: string, requestId?: string): Promise<boolean> {
  let queued: Job<PaymentJob>;
  try {
    queued = await enqueuePaymentJob(deps.queue, { kind: 'confirm-paypal-subscription', subscriptionId, ...(requestId ? { requestId } : {}) });
  } catch (error) {
    throw new CaptureNotQueued('subscription confirm job not queued', { cause: error });
  }
  return queued.waitUntilFinished(deps.queueEvents, deps.waitMs).then(
    () => true,
    () => false,
  );
}

/**
 * Asks the worker to read a PayPal subscription and its transactions (crediting each completed sale once) and waits,
 * up to `waitMs`, for that job or the one already queued for the same subscription; then answers from Postgres. A
 * subscription with a credited sale answers at once.
 */
export async function requestSubscriptionConfirm(deps: CaptureDeps, subscriptionId: string, requestId?: string): Promise<CaptureAnswer> {
  // Already credited (the webhook came first, or an earlier confirm): nothing to wait for.
  if (await subscriptionHasCreditedSale(deps.db, subscriptionId)) return { success: true, status: 'captured' };
  await runSubscriptionConfirm(deps, subscriptionId, requestId);
  return answerFor(deps.db, subscriptionId);
}
