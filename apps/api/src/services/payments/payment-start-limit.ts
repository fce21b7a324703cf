import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../lib/auth/caller.ts';
import { TooManyPaymentStarts } from '../../errors.ts';
import { rateLimitHook } from '../../lib/auth/auth-rate-limits.ts';

/**
 * The per-member budget of payment and subscription starts (product.md §15), one key over every start route (the
 * payment view's PayPal and Yoco starts and subscription, Renew now, turning renewal on): past
 * RATE_LIMIT_PAYMENT_STARTS_PER_USER a window, 429 `too-many-payment-starts` with Retry-After. A route's preHandler,
 * so the caller is known and a malformed body costs nothing.
 */
export function paymentStartLimit(app: FastifyInstance) {
  return rateLimitHook(app, 'payment-start', (request) => `payment-start:user:${callerOf(request).id}`, app.config.rateLimit.paymentStartsPerUser, () => new TooManyPaymentStarts());
}
