import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { Data } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { rateLimitHook } from '../../../lib/auth/auth-rate-limits.ts';
import { requestCapture } from '../../../services/payments/request-capture.ts';
import { PaymentNotFound } from '../../../errors.ts';

/** The answer of every confirm (capture) route: whether the payment is paid now, and its state. */
export const CaptureData = Data(Type.Object({ success: Type.Boolean(), status: Type.String() }));

/**
 * The per-member budget of the confirm (capture) routes: each request holds a worker job and a provider call. Every
 * hook built here counts in the one budget (the same key in the shared store).
 */
export function capturePerUser(app: FastifyInstance) {
  return rateLimitHook(app, 'capture', (request) => `capture:user:${callerOf(request).id}`, app.config.rateLimit.capturePerUser);
}

/** The confirm job for the caller's own payment of that provider; any other answers like an unknown one (ids are not to be probed). */
export function confirmOwnPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: PaymentMethod,
  payment: { id: string; provider: string; user_id: string | null } | undefined,
) {
  if (!payment || payment.provider !== provider || payment.user_id !== callerOf(request).id) throw new PaymentNotFound();
  return requestCapture(app, payment.id, { kind: 'confirm-payment', paymentId: payment.id, requestId: request.id });
}
