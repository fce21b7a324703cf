import type { PaymentProvider } from '@guidepass/db';
import type { PayPalCapture } from '@guidepass/providers/paypal-orders';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { applyRefund, type ReportedRefund } from '@guidepass/payments/apply-refund';
import { findPayment, findPaymentByCaptureRef, findPaymentByProviderRef } from '@guidepass/payments/payments-repository';
import { findWebhookEvent, recordWebhookAttempt } from '@guidepass/payments/webhook-events-repository';
import { applyPayPalCapture, capturePayPalOrder } from './capture-paypal-order.ts';
import { amountMatches, paypalMinorUnits, type PaymentDeps } from './payment-deps.ts';
import { creditPayment } from './credit-payment.ts';
import { NotYetApplicable } from './not-yet-applicable.ts';
import { handlePayPalSubscriptionEvent } from './paypal-subscription-events.ts';

type Json = Record<string, any>;

/**
 * A refund only takes back what was captured. One that arrives before we recorded the capture (events reordered,
 * or queued again after an outage) waits: the job is retried, then the sweep re-queues it, until the capture is in.
 */
async function refundOnceCaptured(deps: PaymentDeps, paymentId: string | undefined, refund: ReportedRefund): Promise<string> {
  if (!paymentId) throw new NotYetApplicable('refund for a capture not recorded yet');
  const outcome = await applyRefund(deps.db, paymentId, refund);
  if (outcome !== 'not-captured') return outcome;
  const status = (await findPayment(deps.db, paymentId))?.status;
  if (status === 'refunded') return 'already-refunded';
  throw new NotYetApplicable(`refund for a payment still ${status}`);
}

/**
 * The refund an event reports: the provider's refund id (else the event's own) and its amount in the payment's
 * currency; an amount missing or in another currency is taken as a refund of everything left.
 */
function reportedRefund(eventId: string, refundId: unknown, amountMinor: number | undefined, currency: unknown, paymentCurrency: string | undefined): ReportedRefund {
  const sameCurrency = typeof currency === 'string' && currency.toUpperCase() === paymentCurrency?.toUpperCase();
  return { refundRef: typeof refundId === 'string' && refundId ? refundId : `event:${eventId}`, amountMinor: sameCurrency ? amountMinor : undefined };
}

/** The payment an event names by the provider's id, when the event carries one. */
function findByProviderRef(deps: PaymentDeps, provider: PaymentProvider, ref: unknown) {
  if (typeof ref !== 'string' || !ref) return Promise.resolve(undefined);
  return findPaymentByProviderRef(deps.db, provider, ref);
}

/** The payment a PayPal capture resource belongs to: our id in custom_id, else its order id. */
async function paypalPaymentOf(deps: PaymentDeps, capture: Json): Promise<string | undefined> {
  const byOrder = await findByProviderRef(deps, 'paypal', capture.supplementary_data?.related_ids?.order_id);
  if (byOrder) return byOrder.id;
  const customId = capture.custom_id;
  if (typeof customId !== 'string' || !/^[0-9a-f-]{36}$/i.test(customId)) return undefined;
  const payment = await findPayment(deps.db, customId);
  return payment?.provider === 'paypal' ? payment.id : undefined;
}

/** A refund resource links "up" to its capture; the capture id is what we stored as capture_ref. */
async function paymentOfRefundedCapture(deps: PaymentDeps, refund: Json) {
  const up = (refund.links as Array<{ rel?: string; href?: string }> | undefined)?.find((l) => l.rel === 'up')?.href;
  const captureId = up?.split('/').filter(Boolean).at(-1);
  if (!captureId) return undefined;
  return findPaymentByCaptureRef(deps.db, 'paypal', captureId);
}

async function handlePayPal(deps: PaymentDeps, type: string, resource: Json, eventId: string): Promise<string> {
  switch (type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const payment = await findByProviderRef(deps, 'paypal', resource.id);
      return payment ? capturePayPalOrder(deps, payment.id) : 'unknown-payment';
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const paymentId = await paypalPaymentOf(deps, resource);
      if (!paymentId) return 'unknown-payment';
      const status = type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : type === 'PAYMENT.CAPTURE.PENDING' ? 'PENDING' : 'DECLINED';
      return applyPayPalCapture(deps, paymentId, { ...(resource as PayPalCapture), status });
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      const payment = await paymentOfRefundedCapture(deps, resource);
      const refund = reportedRefund(eventId, resource.id, paypalMinorUnits(resource.amount), resource.amount?.currency_code, payment?.currency);
      return refundOnceCaptured(deps, payment?.id, refund);
    }
    default:
      return (await handlePayPalSubscriptionEvent(deps, type, resource, eventId)) ?? 'ignored';
  }
}

async function handleYoco(deps: PaymentDeps, type: string, payload: Json, eventId: string): Promise<string> {
  const payment = await findByProviderRef(deps, 'yoco', payload.metadata?.checkoutId);
  if (!payment) return type.startsWith('payment.') || type.startsWith('refund.') ? 'unknown-payment' : 'ignored';
  switch (type) {
    case 'payment.succeeded':
      if (payload.status !== 'succeeded' || typeof payload.id !== 'string') return 'ignored';
      if (!amountMatches(payment, payload.amount, payload.currency)) {
        deps.logger.error({ paymentId: payment.id }, 'Yoco payment amount differs from the payment; not activating');
        await applyPaymentEvent(deps.db, payment.id, { type: 'fail', reason: 'amount mismatch' });
        return 'failed';
      }
      return creditPayment(deps, payment.id, payload.id);
    case 'refund.succeeded':
      return refundOnceCaptured(deps, payment.id, reportedRefund(eventId, payload.id, payload.amount, payload.currency, payment.currency));
    case 'refund.failed':
      deps.logger.warn({ paymentId: payment.id }, 'Yoco refund failed');
      return 'ignored';
    default:
      return 'ignored';
  }
}

/**
 * Acts on one stored, verified webhook event, whatever order events arrive in: every action is guarded in
 * Postgres, so a duplicate or a late event is a no-op. Marks the event processed, or records the error and
 * throws so the job is retried.
 */
export async function processWebhookEvent(deps: PaymentDeps, webhookEventId: string): Promise<string> {
  const event = await findWebhookEvent(deps.db, webhookEventId);
  if (!event) return 'unknown-event';
  if (event.processed_at) return 'already-processed';
  const body = event.payload as Json;
  try {
    const outcome =
      event.provider === 'paypal'
        ? await handlePayPal(deps, event.type, body.resource ?? {}, webhookEventId)
        : await handleYoco(deps, event.type, body.payload ?? {}, webhookEventId);
    await recordWebhookAttempt(deps.db, webhookEventId, null);
    return outcome;
  } catch (error) {
    await recordWebhookAttempt(deps.db, webhookEventId, String((error as Error).message));
    throw error;
  }
}
