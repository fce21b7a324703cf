import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import { isPaidCheckout, type YocoCheckout, type YocoClient } from '@guidepass/providers/yoco-client';
import type { GatewayEvent, GatewayEvents, GatewayProof, PaymentGateway, WebhookCheck } from '../../payment-gateway.ts';
import { signedJsonWebhook, type EventIdentity } from '../../signed-json-webhook.ts';

type Json = Record<string, any>;

const minor = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A checkout read back is proof when completed with a payment id, for our amount (checked by the confirming side). */
function checkoutProof(checkout: YocoCheckout): GatewayProof {
  if (!isPaidCheckout(checkout)) return { kind: 'not-approved' };
  return { kind: 'paid', ref: checkout.paymentId!, amount: { amountMinor: minor(checkout.amount), currency: checkout.currency } };
}

/** A Yoco event's id and type (`id`, `type`). */
export const yocoEventIdentity: EventIdentity = (body) => {
  const event = body as { id?: unknown; type?: unknown } | null;
  if (typeof event?.id !== 'string' || !event.id || typeof event.type !== 'string' || !event.type) return null;
  return { eventId: event.id, type: event.type };
};

/** Yoco's webhook events (providers.md §2): each names its checkout in metadata.checkoutId, our provider_ref. */
export const yocoEvents: GatewayEvents = {
  interpret(type, body): GatewayEvent {
    const payload: Json = body.payload ?? {};
    const payment = { providerRef: payload.metadata?.checkoutId };
    switch (type) {
      case 'payment.succeeded':
        if (payload.status !== 'succeeded' || typeof payload.id !== 'string') return { kind: 'noted', payment };
        return { kind: 'proof', payment, proof: { kind: 'paid', ref: payload.id, amount: { amountMinor: minor(payload.amount), currency: payload.currency } } };
      case 'refund.succeeded':
        return { kind: 'refund', payment, refundRef: payload.id, amount: { amountMinor: minor(payload.amount), currency: payload.currency } };
      case 'refund.failed':
        return { kind: 'noted', payment, note: 'Yoco refund failed' };
      default:
        return type.startsWith('payment.') || type.startsWith('refund.') ? { kind: 'noted', payment } : { kind: 'ignored' };
    }
  },
};

/**
 * Yoco checkouts through the gateway contract. Yoco has no capture step: paying on its page charges the card, so
 * confirming is reading the checkout back (proof also comes as the payment.succeeded webhook).
 */
export function yocoGateway(yoco: YocoClient, webhookCheck: WebhookCheck | null): PaymentGateway {
  return {
    name: 'yoco',
    async start({ paymentId, description, currency, amountMinor, appUrl }) {
      // The client charges rand only; a price in another currency is a configuration error, not a charge.
      if (currency !== 'ZAR') throw new Error(`Yoco charges ZAR, not ${currency}`);
      const checkout = await yoco.createCheckout({
        amountCents: amountMinor,
        paymentId,
        description,
        successUrl: `${appUrlOf(appUrl, appAddresses.paymentReturn)}&method=yoco&paymentId=${paymentId}`,
        cancelUrl: `${appUrlOf(appUrl, appAddresses.paymentCancel)}?method=yoco&paymentId=${paymentId}`,
        failureUrl: `${appUrl}/payment-cancel?method=yoco&paymentId=${paymentId}&reason=declined`,
        idempotencyKey: paymentId,
      });
      return { providerRef: checkout.id, redirectUrl: checkout.redirectUrl };
    },
    async confirm(payment) {
      return checkoutProof(await yoco.getCheckout(payment.provider_ref!));
    },
    async status(payment) {
      return checkoutProof(await yoco.getCheckout(payment.provider_ref!));
    },
    // Yoco refunds a checkout and only accepts (202); refund.succeeded later names the same refund id.
    async refund(payment, { amountMinor, requestId }) {
      const whole = amountMinor >= payment.amount_minor;
      const { refundId } = await yoco.refundCheckout(payment.provider_ref!, { idempotencyKey: requestId, ...(whole ? {} : { amountCents: amountMinor }) });
      return { refundRef: refundId };
    },
    // The Checkout API has no cancel: a checkout paid after it was withdrawn is refunded by whoever withdrew it.
    async withdraw() {
      return 'left-open';
    },
    events: yocoEvents,
    webhook: signedJsonWebhook(webhookCheck, yocoEventIdentity),
  };
}
