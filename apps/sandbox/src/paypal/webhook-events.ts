import { captureResourceView, orderFullView, refundView } from './order-views.ts';
import type { PaypalState } from './paypal-state.ts';
import { eventUrl, link } from './paypal-links.ts';
import type { Capture, Order, Refund, WebhookEvent } from './paypal-store.ts';

export interface EventDraft {
  eventType: string;
  resourceType: 'checkout-order' | 'capture' | 'refund' | 'subscription' | 'sale';
  resource: unknown;
  summary: string;
  /** Default 2.0; v1 sale events say 1.0. */
  resourceVersion?: string;
}

const money = (amount: { value: string; currency_code: string }) => `${amount.value} ${amount.currency_code}`;

export function orderApprovedEvent(state: PaypalState, order: Order): EventDraft {
  return {
    eventType: 'CHECKOUT.ORDER.APPROVED',
    resourceType: 'checkout-order',
    resource: orderFullView(state.baseUrl(), state.store, order),
    summary: 'An order has been approved by buyer',
  };
}

/** The event(s) announcing a capture's current status; nothing for statuses PayPal sends no capture event for. */
export function captureStatusEvents(state: PaypalState, capture: Capture): EventDraft[] {
  const resource = captureResourceView(state.baseUrl(), capture);
  const draft = (eventType: string, summary: string): EventDraft => ({ eventType, resourceType: 'capture', resource, summary });
  switch (capture.status) {
    case 'COMPLETED':
      return [draft('PAYMENT.CAPTURE.COMPLETED', `Payment completed for ${money(capture.amount)}`)];
    case 'PENDING':
      return [draft('PAYMENT.CAPTURE.PENDING', `Payment pending for ${money(capture.amount)}`)];
    case 'DECLINED':
      return [draft('PAYMENT.CAPTURE.DENIED', `A payment capture for ${money(capture.amount)} was declined.`)];
    default:
      return [];
  }
}

export function refundEvent(state: PaypalState, refund: Refund, capture: Capture): EventDraft {
  const reversal = refund.kind === 'reversal';
  return {
    eventType: reversal ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED',
    resourceType: 'refund',
    resource: refundView(state.baseUrl(), refund, capture),
    summary: `A ${money(refund.amount)} capture payment was ${reversal ? 'reversed' : 'refunded'}`,
  };
}

/** Stores the events and hands them to delivery, which runs after the current request. */
export function publishEvents(state: PaypalState, drafts: EventDraft[]): WebhookEvent[] {
  const base = state.baseUrl();
  const events = drafts.map((draft): WebhookEvent => {
    const id = `WH-${state.ids.upperAlphanumeric(17)}-${state.ids.upperAlphanumeric(17)}`;
    return {
      id,
      event_version: '1.0',
      create_time: state.settings.now().toISOString(),
      resource_type: draft.resourceType,
      resource_version: draft.resourceVersion ?? '2.0',
      event_type: draft.eventType,
      summary: draft.summary,
      resource: draft.resource,
      links: [link(eventUrl(base, id), 'self'), link(`${eventUrl(base, id)}/resend`, 'resend', 'POST')],
    };
  });
  for (const event of events) state.store.events.set(event.id, event);
  state.delivery.enqueue(events);
  return events;
}
