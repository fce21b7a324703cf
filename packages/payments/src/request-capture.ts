import type { Job, Queue, QueueEvents } from 'bullmq';
import type { Executor } from '@guidepass/db';
import type { CaptureAnswer, PaymentState } from '@guidepass/domain/payments';
import type { PaymentJob } from '@guidepass/jobs';
import { enqueuePaymentJob } from './enqueue-payment-job.ts';
import { findPayment } from './payments-repository.ts';

/** The jobs a member's return from the provider asks for: capture the PayPal order, or confirm the Yoco checkout. */
export type CaptureJob = Extract<PaymentJob, { paymentId: string }>;

export interface CaptureDeps {
  db: Executor;
  queue: Queue<PaymentJob>;
  /** the payments queue's event stream, listening before the request comes in */
  queueEvents: QueueEvents;
  /** how long the request waits for the job before answering pending */
  waitMs: number;
}

/** Thrown when the capture job cannot be queued (Redis is down): nothing was asked of the worker. */
export class CaptureNotQueued extends Error {
  override name = 'CaptureNotQueued';
}

/** Created means the worker has no proof yet: to the member that is "pending, keep asking", never a failure. */
const answerFor = (state: PaymentState): CaptureAnswer => ({ success: state === 'captured', status: state === 'created' ? 'pending' : state });

/**
 * Asks the worker to capture or confirm a payment and waits, up to `waitMs`, for that job (or the one already queued
 * for the same payment) to finish; then answers from the payment row. A job still open at the deadline, or failed
 * for good, answers what the row says: pending unless proof arrived another way.
 */
export async function requestCapture(deps: CaptureDeps, job: CaptureJob): Promise<CaptureAnswer> {
  const before = await findPayment(deps.db, job.paymentId);
  if (before?.status === 'captured') return answerFor('captured');
  let queued: Job<PaymentJob>;
  try {
    queued = await enqueuePaymentJob(deps.queue, job);
  } catch (error) {
    throw new CaptureNotQueued('capture job not queued', { cause: error });
  }
  await queued.waitUntilFinished(deps.queueEvents, deps.waitMs).catch(() => undefined);
  const after = await findPayment(deps.db, job.paymentId);
  return answerFor(after?.status ?? before?.status ?? 'created');
}
