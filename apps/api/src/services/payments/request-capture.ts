import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import { CaptureNotQueued, requestCapture as requestCaptureJob, type CaptureDeps, type CaptureJob } from '@guidepass/payments/request-capture';
import { Unavailable } from '../../errors.ts';

/** How long a capture request waits for its job; still open after that, the answer is pending and the web asks again. */
export const captureWaitMs = 8_000;

/** The payments queue, its events and the wait that every capture, confirm and re-check request uses. */
export function captureDeps(app: FastifyInstance): CaptureDeps {
  return { db: app.db, queue: app.queues.payments, queueEvents: app.queues.paymentEvents, waitMs: captureWaitMs };
}

/**
 * Awaits a request that queues a worker job and waits for it; a job that cannot be queued (Redis down) is logged as
 * `message` with `context` and answered 503, never as a failure the member did not have.
 */
export async function unlessNotQueued<T>(log: FastifyBaseLogger, message: string, context: Record<string, unknown>, job: Promise<T>): Promise<T> {
  try {
    return await job;
  } catch (error) {
    if (!(error instanceof CaptureNotQueued)) throw error;
    log.error({ err: error.cause, ...context }, message);
    throw new Unavailable();
  }
}

/** Asks the worker to capture or confirm a payment and waits up to 8 s for the job through the queue's events. */
export function requestCapture(app: FastifyInstance, paymentId: string, job: CaptureJob): Promise<CaptureAnswer> {
  return unlessNotQueued(app.log, 'capture job not queued', { paymentId }, requestCaptureJob(captureDeps(app), job));
}
