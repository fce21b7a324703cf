import type { FastifyInstance } from 'fastify';
import { paymentMethodLabels, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { ProviderError } from '@guidepass/providers/provider-error';
import { findActivePricedTier } from '@guidepass/payments/tier-prices';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { insertPayment, setProviderRef } from '@guidepass/payments/payments-repository';
import { recordStartIfRoom } from '@guidepass/payments/open-starts';
import { pricePayment } from '@guidepass/payments/price-payment';
import { purchaseNow } from '@guidepass/payments/purchase-now';
import { failureWith, InvalidTier, TooManyOpenPayments, Unavailable } from '../../errors.ts';

export interface StartedPayment {
  paymentId: string;
  providerRef: string;
  redirectUrl: string;
  /** the provider's order id, where its reference is one (PayPal): Renew now's answer carries it */
  orderId?: string;
  /** what the member pays in pula (thebe), whatever the provider charges in */
  priceThebe: number;
}

/**
 * Records a payment for the tier at the server's price (the client never sends an amount) for the purchase the member
 * makes now (purchase-now.ts: 2 weeks unless active), unless they have too many open already (open-starts.ts), then
 * opens it at the provider through its gateway (gateway-registry.ts) with our payment id attached. A provider that is
 * unconfigured, down or refusing is a 503 naming it, and the payment is marked failed so nothing is left half-done.
 */
export async function startPayment(
  app: FastifyInstance,
  userId: string,
  tierId: string,
  method: PaymentMethod,
  mobile: { phone: string; operator: string } | null = null,
): Promise<StartedPayment> {
  const tier = await findActivePricedTier(app.db, tierId);
  if (!tier) throw new InvalidTier();
  // Without Redis no capture or webhook could be queued: better no payment than one that cannot complete.
  await app.redis.ping().catch(() => {
    throw new Unavailable();
  });
  const unavailable = () => failureWith('ProviderUnavailable', { provider: paymentMethodLabels[method] });
  const gateway = gatewayFor(app.providers, method);
  if (!gateway) throw unavailable();

  const price = pricePayment(tier, (await purchaseNow(app.db, userId)).weeks);
  const charged = price.charged(method);
  const room = { limit: app.config.rateLimit.openPaymentsPerUser, refuse: (seconds: number) => new TooManyOpenPayments(seconds) };
  const paymentId = await recordStartIfRoom(app.db, userId, room, (trx) =>
    insertPayment(trx, {
      userId,
      tierId: tier.id,
      provider: method,
      amountMinor: charged.amountMinor,
      currency: charged.currency,
      priceThebe: price.priceThebe,
      weeks: price.weeks,
      mobile,
    }),
  );
  const description = `guidepass ${tier.name}, ${price.weeks} week${price.weeks > 1 ? 's' : ''}`;
  try {
    const opened = await gateway.start({ paymentId, description, ...charged, appUrl: app.config.appUrl });
    await setProviderRef(app.db, paymentId, opened.providerRef);
    return { paymentId, providerRef: opened.providerRef, redirectUrl: opened.redirectUrl, ...(opened.orderId ? { orderId: opened.orderId } : {}), priceThebe: price.priceThebe };
  } catch (error) {
    await applyPaymentEvent(app.db, paymentId, { type: 'fail', reason: (error as Error).message });
    if (error instanceof ProviderError) {
      app.log.warn({ err: error, paymentId }, 'payment provider refused to start a payment');
      throw unavailable();
    }
    throw error;
  }
}
