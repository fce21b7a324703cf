import type { FastifyInstance } from 'fastify';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import { CaptureNotQueued, requestCapture as requestCaptureJob, type CaptureJob } from '@guidepass/payments/request-capture';
import { Unavailable } from '../errors.ts';

/** How long a capture request waits for its job; still open after that, the answer is pending and the web asks again. */
export const captureWaitMs = 8_000;

/**
 * Asks the worker to capture or confirm a payment and waits up to 8 s for the job through the queue's events. A job
 * that cannot be queued (Redis down) is a 503, never a failure the member did not have.
 */
export async function requestCapture(app: FastifyInstance, paymentId: string, job: CaptureJob): Promise<CaptureAnswer> {
  const deps = { db: app.db, queue: app.queues.payments, queueEvents: app.queues.paymentEvents, waitMs: captureWaitMs };
  try {
    return await requestCaptureJob(deps, job);
  } catch (error) {
    if (!(error instanceof CaptureNotQueued)) throw error;
    app.log.error({ err: error.cause, paymentId }, 'capture job not queued');
    throw new Unavailable();
  }
}
