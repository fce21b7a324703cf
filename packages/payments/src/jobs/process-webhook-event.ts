import { isPaymentMethod, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { applyRefund, queueRefundNotice, type ReportedRefund } from '../apply-refund.ts';
import { gatewayEvents } from '../gateway-registry.ts';
import type { GatewayEvent, PaymentLocator } from '../payment-gateway.ts';
import { findPayment, findPaymentByCaptureRef, findPaymentByProviderRef } from '../payments-repository.ts';
import { findWebhookEvent, recordWebhookAttempt } from '../webhook-events-repository.ts';
import type { PaymentDeps } from '../payment-deps.ts';
import { applyProof, confirmPayment } from './confirm-payment.ts';
import { NotYetApplicable } from '../not-yet-applicable.ts';
import { renewalLifecycle } from '../renewal-provider.ts';

/**
 * A refund only takes back what was captured. One that arrives before we recorded the capture (events reordered,
 * or queued again after an outage) waits: the job is retried, then the sweep re-queues it, until the capture is in.
 */
async function refundOnceCaptured(deps: PaymentDeps, provider: PaymentMethod, paymentId: string | undefined, refund: ReportedRefund): Promise<string> {
  if (!paymentId) throw new NotYetApplicable('refund for a capture not recorded yet');
  const outcome = await applyRefund(deps.db, paymentId, refund);
  if (outcome === 'refunded' || outcome === 'partially-refunded') await queueRefundNotice(deps.db, deps.notices, { provider, refundRef: refund.refundRef }, deps.logger);
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

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The provider's payment an event names: by its reference, else by the charge we recorded, else by our own id. */
async function locate(deps: PaymentDeps, provider: PaymentMethod, by: PaymentLocator) {
  if (nonEmpty(by.providerRef)) {
    const payment = await findPaymentByProviderRef(deps.db, provider, by.providerRef);
    if (payment) return payment;
  }
  if (nonEmpty(by.captureRef)) return findPaymentByCaptureRef(deps.db, provider, by.captureRef);
  if (!nonEmpty(by.paymentId) || !/^[0-9a-f-]{36}$/i.test(by.paymentId)) return undefined;
  const payment = await findPayment(deps.db, by.paymentId);
  return payment?.provider === provider ? payment : undefined;
}

async function applyEvent(deps: PaymentDeps, provider: PaymentMethod, event: GatewayEvent, eventId: string): Promise<string> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.kind === 'subscription') return (await renewalLifecycle.applyEvent(deps, event.type, event.resource, eventId)) ?? 'ignored';
  const payment = await locate(deps, provider, event.payment);
  switch (event.kind) {
    case 'confirm':
      return payment ? confirmPayment(deps, payment.id) : 'unknown-payment';
    case 'proof':
      return payment ? applyProof(deps, payment.id, event.proof) : 'unknown-payment';
    case 'refund': {
      // A refund named by its charge may come before we recorded that charge: it waits. One named by the provider's
      // payment reference names a payment we never had.
      if (!payment && !('captureRef' in event.payment)) return 'unknown-payment';
      const refund = reportedRefund(eventId, event.refundRef, event.amount.amountMinor, event.amount.currency, payment?.currency);
      return refundOnceCaptured(deps, provider, payment?.id, refund);
    }
    case 'noted':
      if (!payment) return 'unknown-payment';
      if (event.note) deps.logger.warn({ paymentId: payment.id }, event.note);
      return 'ignored';
  }
}

/**
 * Acts on one stored, verified webhook event, whatever order events arrive in: the provider's gateway says what it
 * means, and every action is guarded in Postgres, so a duplicate or a late event is a no-op. Marks the event
 * processed, or records the error and throws so the job is retried.
 */
export async function processWebhookEvent(deps: PaymentDeps, webhookEventId: string): Promise<string> {
  const event = await findWebhookEvent(deps.db, webhookEventId);
  if (!event) return 'unknown-event';
  if (event.processed_at) return 'already-processed';
  try {
    const provider = event.provider;
    // An event of a provider this code does not know stays unprocessed (retried, then swept) rather than dropped.
    if (!isPaymentMethod(provider)) throw new Error(`no gateway reads ${provider} events`);
    const outcome = await applyEvent(deps, provider, gatewayEvents[provider].interpret(event.type, event.payload as Record<string, any>), webhookEventId);
    await recordWebhookAttempt(deps.db, webhookEventId, null);
    return outcome;
  } catch (error) {
    await recordWebhookAttempt(deps.db, webhookEventId, String((error as Error).message));
    throw error;
  }
}
