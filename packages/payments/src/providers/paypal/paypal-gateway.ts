import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import { decimalAmount } from '@guidepass/domain/tiers';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import { firstCapture, type PayPalCapture } from '@guidepass/providers/paypal-orders';
import { ProviderError } from '@guidepass/providers/provider-error';
import type { GatewayEvent, GatewayEvents, GatewayProof, PaymentGateway, StatedAmount, WebhookCheck } from '../../payment-gateway.ts';
import { signedJsonWebhook, type EventIdentity } from '../../signed-json-webhook.ts';

type Json = Record<string, any>;

/** PayPal states money as a decimal string ("133.00"); undefined when it stated none or not a number. */
export function paypalMinorUnits(amount: { value?: unknown } | undefined): number | undefined {
  if (typeof amount?.value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount.value)) return undefined;
  return Math.round(Number(amount.value) * 100);
}

const stated = (amount: Json | undefined): StatedAmount | undefined => (amount ? { amountMinor: paypalMinorUnits(amount), currency: amount.currency_code } : undefined);

/**
 * What a PayPal capture proves. Only COMPLETED is proof; PENDING is held until its webhook; DECLINED and FAILED fail
 * the payment. Every stated amount must be ours, and proof and holds must state one (checked by the confirming side).
 */
export function paypalCaptureProof(capture: PayPalCapture | undefined): GatewayProof {
  if (!capture) return { kind: 'not-approved' };
  const amount = stated(capture.amount);
  switch (capture.status) {
    case 'COMPLETED':
      return { kind: 'paid', ref: capture.id, amount };
    case 'PENDING':
      return { kind: 'held', ref: capture.id, amount };
    case 'DECLINED':
    case 'FAILED':
      return { kind: 'failed', reason: `capture ${capture.status.toLowerCase()}`, amount };
    default:
      return { kind: 'settled', amount };
  }
}

/** The order id a refund's capture belongs to is not in the refund: its "up" link names the capture we stored as capture_ref. */
function refundedCaptureId(refund: Json): string | undefined {
  const up = (refund.links as Array<{ rel?: string; href?: string }> | undefined)?.find((l) => l.rel === 'up')?.href;
  return up?.split('/').filter(Boolean).at(-1);
}

/** A PayPal event's id and type (`id`, `event_type`). */
export const paypalEventIdentity: EventIdentity = (body) => {
  const event = body as { id?: unknown; event_type?: unknown } | null;
  if (typeof event?.id !== 'string' || !event.id || typeof event.event_type !== 'string' || !event.event_type) return null;
  return { eventId: event.id, type: event.event_type };
};

/** PayPal's webhook events (providers.md §1): orders and captures here, subscriptions and sales to their lifecycle. */
export const paypalEvents: GatewayEvents = {
  interpret(type, body): GatewayEvent {
    const resource: Json = body.resource ?? {};
    switch (type) {
      case 'CHECKOUT.ORDER.APPROVED':
        return { kind: 'confirm', payment: { providerRef: resource.id } };
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.PENDING':
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        const status = type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : type === 'PAYMENT.CAPTURE.PENDING' ? 'PENDING' : 'DECLINED';
        // Ours in custom_id, else its order id.
        const payment = { providerRef: resource.supplementary_data?.related_ids?.order_id, paymentId: resource.custom_id };
        return { kind: 'proof', payment, proof: paypalCaptureProof({ ...(resource as PayPalCapture), status }) };
      }
      case 'PAYMENT.CAPTURE.REFUNDED':
      case 'PAYMENT.CAPTURE.REVERSED':
        return { kind: 'refund', payment: { captureRef: refundedCaptureId(resource) }, refundRef: resource.id, amount: { amountMinor: paypalMinorUnits(resource.amount), currency: resource.amount?.currency_code } };
      default:
        return { kind: 'subscription', type, resource };
    }
  },
};

/** PayPal orders through the gateway contract: create the order, capture it on return (once per payment), read it. */
export function paypalGateway(paypal: PayPalClient, webhookCheck: WebhookCheck | null): PaymentGateway {
  return {
    name: 'paypal',
    async start({ paymentId, description, currency, amountMinor, appUrl }) {
      const order = await paypal.createOrder({
        customId: paymentId,
        invoiceId: `GP-${paymentId}`,
        description,
        amount: { currency_code: currency, value: decimalAmount(amountMinor) },
        returnUrl: appUrlOf(appUrl, appAddresses.paymentReturn),
        cancelUrl: appUrlOf(appUrl, appAddresses.paymentCancel),
        requestId: paymentId,
      });
      return { providerRef: order.id, redirectUrl: order.approveUrl, orderId: order.id };
    },
    // The PayPal-Request-Id is fixed per payment, so a retry (after a crash, a time-out, a 5xx) replays PayPal's first
    // answer instead of capturing twice.
    async confirm(payment) {
      try {
        return paypalCaptureProof(firstCapture(await paypal.captureOrder(payment.provider_ref!, `capture-${payment.id}`)));
      } catch (error) {
        if (!(error instanceof ProviderError) || error.transient) throw error;
        if (error.issue === 'ORDER_NOT_APPROVED') return { kind: 'not-approved' };
        return { kind: 'failed', reason: error.issue === 'INSTRUMENT_DECLINED' ? 'declined' : error.message };
      }
    },
    async status(payment) {
      return paypalCaptureProof(firstCapture(await paypal.getOrder(payment.provider_ref!)));
    },
    // An order's money is its capture (capture_ref); a subscription's charge is a v1 sale (capture_ref is the sale id).
    async refund(payment, { amountMinor, reason, requestId }) {
      const whole = amountMinor >= payment.amount_minor;
      if (payment.subscription_id) {
        const amount = whole ? undefined : { total: decimalAmount(amountMinor), currency: payment.currency };
        return { refundRef: (await paypal.refundSale(payment.capture_ref!, requestId, amount)).id };
      }
      const amount = whole ? undefined : { currency_code: payment.currency, value: decimalAmount(amountMinor) };
      return { refundRef: (await paypal.refundCapture(payment.capture_ref!, { requestId, noteToPayer: reason, ...(amount ? { amount } : {}) })).id };
    },
    // Orders v2 has no cancel: an order is only money once we capture it, so withdrawing it means never capturing it.
    async withdraw() {
      return 'left-open';
    },
    events: paypalEvents,
    webhook: signedJsonWebhook(webhookCheck, paypalEventIdentity),
  };
}
