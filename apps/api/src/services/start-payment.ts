import type { FastifyInstance } from 'fastify';
import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import type { PaymentMethod } from '@guidepass/domain/tiers';
import { messages } from '@guidepass/domain/messages';
import { ProviderError } from '@guidepass/providers/provider-error';
import { findActiveTier } from '../repositories/tiers-repository.ts';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { insertPayment, setProviderRef } from '@guidepass/payments/payments-repository';
import { pricePayment } from './price-payment.ts';
import { purchaseNow } from './purchase-now.ts';
import { recordStartIfRoom } from './record-start.ts';
import { InvalidTier, ProviderUnavailable, Unavailable } from '../errors.ts';

const providerName: Record<PaymentMethod, string> = { paypal: 'PayPal', yoco: 'Yoco' };

export interface StartedPayment {
  paymentId: string;
  providerRef: string;
  redirectUrl: string;
}

/**
 * Records a payment for the tier at the server's price (the client never sends an amount) for the purchase the member
 * makes now (purchase-now.ts: 2 weeks unless active), unless they have too many open already (record-start.ts), then
 * opens it at the provider with our payment id attached. A provider that is unconfigured, down or refusing is a 503
 * naming it, and the payment is marked failed so nothing is left half-done.
 */
export async function startPayment(app: FastifyInstance, userId: string, tierId: string, method: PaymentMethod): Promise<StartedPayment> {
  const tier = await findActiveTier(app.db, tierId);
  if (!tier) throw new InvalidTier();
  // Without Redis no capture or webhook could be queued: better no payment than one that cannot complete.
  await app.redis.ping().catch(() => {
    throw new Unavailable();
  });
  const unavailable = () => new ProviderUnavailable(messages.providerUnavailable(providerName[method]));
  const paypal = app.providers.paypal;
  const yoco = app.providers.yoco;
  if ((method === 'paypal' && !paypal) || (method === 'yoco' && !yoco)) throw unavailable();

  const price = pricePayment(tier, (await purchaseNow(app.db, userId)).weeks);
  const paymentId = await recordStartIfRoom(app, userId, (trx) =>
    insertPayment(trx, {
      userId,
      tierId: tier.id,
      provider: method,
      amountMinor: method === 'paypal' ? price.paypalCents : price.yocoCents,
      currency: method === 'paypal' ? tier.paypal_currency : 'ZAR',
      priceThebe: price.priceThebe,
      weeks: price.weeks,
    }),
  );
  const description = `guidepass ${tier.name}, ${price.weeks} week${price.weeks > 1 ? 's' : ''}`;
  const appUrl = app.config.appUrl;
  try {
    const opened =
      method === 'paypal'
        ? await paypal!
            .createOrder({
              customId: paymentId,
              invoiceId: `GP-${paymentId}`,
              description,
              amount: { currency_code: tier.paypal_currency, value: price.offer.charge.paypal.amount },
              returnUrl: appUrlOf(appUrl, appAddresses.paymentReturn),
              cancelUrl: appUrlOf(appUrl, appAddresses.paymentCancel),
              requestId: paymentId,
            })
            .then((order) => ({ ref: order.id, redirectUrl: order.approveUrl }))
        : await yoco!
            .createCheckout({
              amountCents: price.yocoCents,
              paymentId,
              description,
              successUrl: `${appUrlOf(appUrl, appAddresses.paymentReturn)}&method=yoco&paymentId=${paymentId}`,
              cancelUrl: `${appUrlOf(appUrl, appAddresses.paymentCancel)}?method=yoco&paymentId=${paymentId}`,
              failureUrl: `${appUrl}/payment-cancel?method=yoco&paymentId=${paymentId}&reason=declined`,
              idempotencyKey: paymentId,
            })
            .then((checkout) => ({ ref: checkout.id, redirectUrl: checkout.redirectUrl }));
    await setProviderRef(app.db, paymentId, opened.ref);
    return { paymentId, providerRef: opened.ref, redirectUrl: opened.redirectUrl };
  } catch (error) {
    await applyPaymentEvent(app.db, paymentId, { type: 'fail', reason: (error as Error).message });
    if (error instanceof ProviderError) {
      app.log.warn({ err: error, paymentId }, 'payment provider refused to start a payment');
      throw unavailable();
    }
    throw error;
  }
}
