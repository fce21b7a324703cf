import { DelayedError, type Job } from 'bullmq';
import { mobileApproval, type PaymentJob } from '@guidepass/jobs';
import { applyPaymentEvent } from '../apply-payment-event.ts';
import { confirmPayment, type CaptureOutcome } from './confirm-payment.ts';
import type { PaymentDeps } from '../payment-deps.ts';

type AwaitJob = Extract<PaymentJob, { kind: 'await-mobile-approval' }>;

/**
 * A mobile-money payment waiting for the member's approval on the phone (product.md §13): the worker asks the
 * provider (confirmPayment: verifyToken, the only proof) from the start on the `mobileApproval` schedule until it
 * answers something final or the time limit has passed, so a member who closed the app is still credited (the credit
 * sends the receipt by mail and push). Still unapproved `afterLimitMs` past the limit, the payment is expired. The job
 * stays one job: between asks it is moved back to delayed. A DPO card payment whose confirm found it pending (900, 003,
 * 007) is followed the same way (keep-verifying.ts).
 */
export async function awaitMobileApproval(deps: PaymentDeps, job: Job<PaymentJob>, token: string | undefined, now = Date.now()): Promise<CaptureOutcome> {
  const { paymentId, until } = job.data as AwaitJob;
  const outcome = await confirmPayment(deps, paymentId);
  if (outcome !== 'not-approved') return outcome;
  const limit = Date.parse(until);
  if (now >= limit + mobileApproval.afterLimitMs) {
    await applyPaymentEvent(deps.db, paymentId, { type: 'expire' });
    return 'failed';
  }
  const elapsed = now - job.timestamp;
  const next = Math.min(now + mobileApproval.delayAfterMs(elapsed), Math.max(limit + mobileApproval.afterLimitMs, now + 1_000));
  await job.moveToDelayed(next, token);
  throw new DelayedError();
}
