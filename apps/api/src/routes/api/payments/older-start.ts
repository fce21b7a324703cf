import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { callerOf } from '../../../lib/auth/caller.ts';
import { startPayment } from '../../../services/payments/start-payment.ts';
import { NotYourAccount } from '../../../errors.ts';

/** The caller's own id, which the original's per-provider start bodies send along. */
export const OlderStartUserId = Type.String({ maxLength: 64 });

/** Starts the caller's payment with `provider`; the original sends the caller's own id along, and any other is refused. */
export function startOlderPayment(app: FastifyInstance, request: FastifyRequest, body: { selectedTierId: string; userId?: string }, provider: PaymentMethod) {
  const caller = callerOf(request);
  const { selectedTierId, userId } = body;
  if (userId !== undefined && userId !== caller.id) throw new NotYourAccount();
  return startPayment(app, caller.id, selectedTierId, provider);
}
