import type { FastifyInstance } from 'fastify';
import type { Db, PaymentProvider } from '@guidepass/db';
import type { GatewayEvent } from '@guidepass/payments/payment-gateway';
import { findPaymentByProviderRef } from '@guidepass/payments/payments-repository';

/** At most one verify per payment in this long, however many notifications name it (product.md §18). */
export const hintVerifySeconds = 30;

/**
 * The payment an unsigned event (a hint, such as DPO's notification) names, when it is worth keeping: it must ask for
 * a confirm of a payment of ours by the provider's reference, agree with our id for it where it gives one, and the
 * payment must not be final yet (created, or pending at the provider). Anything else changes nothing and is not
 * stored, so strangers cannot fill the table.
 */
export async function hintedOpenPayment(db: Db, provider: PaymentProvider, event: GatewayEvent): Promise<string | null> {
  if (event.kind !== 'confirm' || typeof event.payment.providerRef !== 'string') return null;
  const payment = await findPaymentByProviderRef(db, provider, event.payment.providerRef);
  if (!payment) return null;
  if (event.payment.paymentId !== undefined && event.payment.paymentId !== payment.id) return null;
  return payment.status === 'created' || payment.status === 'pending' ? payment.id : null;
}

/**
 * Whether a hint is worth keeping (product.md §18): it names an open payment of ours (hintedOpenPayment) that no
 * other hint had verified in the last 30 s, across api instances (a Redis key per payment). With Redis down it is
 * kept: stored, it is queued once Redis is back.
 */
export async function hintWorthVerifying(app: FastifyInstance, provider: PaymentProvider, event: GatewayEvent): Promise<boolean> {
  const paymentId = await hintedOpenPayment(app.db, provider, event);
  if (!paymentId) return false;
  const key = `${app.config.queuePrefix}:hint-verify:${paymentId}`;
  try {
    return (await app.redis.set(key, '1', 'EX', hintVerifySeconds, 'NX')) === 'OK';
  } catch {
    return true;
  }
}
