import type { PaypalState } from '../paypal-state.ts';
import type { EventDraft } from '../webhook-events.ts';
import type { Sale, SaleRefund, Subscription } from './subscription-records.ts';
import { saleRefundView, saleView, subscriptionView } from './subscription-views.ts';

export type SubscriptionEventType = 'CREATED' | 'ACTIVATED' | 'CANCELLED' | 'SUSPENDED' | 'EXPIRED' | 'PAYMENT.FAILED';

const summaries: Record<SubscriptionEventType, string> = {
  CREATED: 'Subscription created',
  ACTIVATED: 'Subscription activated',
  CANCELLED: 'Subscription cancelled',
  SUSPENDED: 'Subscription suspended',
  EXPIRED: 'Subscription expired',
  'PAYMENT.FAILED': 'Subscription payment failed',
};

const money = (amount: { value: string; currency_code: string }) => `${amount.value} ${amount.currency_code}`;

/** BILLING.SUBSCRIPTION.<type>: the resource is the subscription as GET shows it now. */
export function subscriptionEvent(state: PaypalState, subscription: Subscription, type: SubscriptionEventType): EventDraft {
  return {
    eventType: `BILLING.SUBSCRIPTION.${type}`,
    resourceType: 'subscription',
    resource: subscriptionView(state.baseUrl(), state.store.billing, subscription),
    summary: summaries[type],
  };
}

export function saleCompletedEvent(state: PaypalState, sale: Sale): EventDraft {
  return {
    eventType: 'PAYMENT.SALE.COMPLETED',
    resourceType: 'sale',
    resourceVersion: '1.0',
    resource: saleView(state.baseUrl(), sale, state.store.billing.subscriptions.get(sale.subscriptionId)),
    summary: `Payment completed for ${money(sale.amount)}`,
  };
}

export function saleRefundEvent(state: PaypalState, refund: SaleRefund): EventDraft {
  const reversal = refund.kind === 'reversal';
  return {
    eventType: reversal ? 'PAYMENT.SALE.REVERSED' : 'PAYMENT.SALE.REFUNDED',
    resourceType: reversal ? 'sale' : 'refund',
    resourceVersion: '1.0',
    resource: saleRefundView(state.baseUrl(), refund),
    summary: `A ${money(refund.amount)} sale payment was ${reversal ? 'reversed' : 'refunded'}`,
  };
}
