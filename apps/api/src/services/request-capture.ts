import type { FastifyInstance } from 'fastify';
import type { CaptureAnswer, PaymentStatus } from '@guidepass/domain/payments';
import type { PaymentJob } from '@guidepass/jobs';
import { findPayment } from '../repositories/payments-repository.ts';
import { Unavailable } from '../errors.ts';

const waitMs = 8_000;
const pollMs = 100;
const settled = (status: PaymentStatus) => status !== 'created' && status !== 'approved';

/**
 * Asks the worker to capture or confirm a payment and waits a few seconds for its outcome. Still open after that
 * means "keep polling": the answer says pending, never a failure the member did not have.
 */
export async function requestCapture(app: FastifyInstance, paymentId: string, job: PaymentJob): Promise<CaptureAnswer> {
  const current = await findPayment(app.db, paymentId);
  if (current?.status === 'captured') return { success: true, status: 'captured' };
  try {
    await app.queues.enqueuePayment(job);
  } catch (error) {
    app.log.error({ err: error, paymentId }, 'capture job not queued');
    throw new Unavailable();
  }
  const until = Date.now() + waitMs;
  let status: PaymentStatus = current?.status ?? 'created';
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    status = (await findPayment(app.db, paymentId))?.status ?? status;
    if (settled(status) && status !== 'pending') break;
  }
  return { success: status === 'captured', status: settled(status) ? status : 'pending' };
}
