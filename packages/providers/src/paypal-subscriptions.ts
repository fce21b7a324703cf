import { ProviderError } from './provider-error.ts';
import { failure, type PayPalCall } from './paypal-call.ts';
import type { PayPalMoney } from './paypal-orders.ts';
import { startTimeToSend } from './paypal-start-time.ts';

/** A subscription as GET /v1/billing/subscriptions/{id} shows it (providers.md §1.8), the fields we read. */
export interface PayPalSubscription {
  id: string;
  plan_id?: string;
  status: string;
  status_update_time?: string;
  update_time?: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string; failed_payments_count?: number };
  links?: Array<{ href: string; rel: string; method?: string }>;
}

/** One charge of a subscription; its id is the sale id of PAYMENT.SALE.COMPLETED. */
export interface PayPalSubscriptionTransaction {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | string;
  amount_with_breakdown?: { gross_amount?: PayPalMoney };
  time?: string;
}

/** A billing plan: the first cycle (if any) at `firstCycle` for two weeks, then weekly at `weekly`, until cancelled. */
export interface NewPayPalPlan {
  productId: string;
  name: string;
  weekly: PayPalMoney;
  firstCycle?: PayPalMoney;
  requestId: string;
}

export interface NewPayPalSubscription {
  planId: string;
  /** our subscription id */
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
  /** When billing starts (ISO); sent only if safely in the future, else the subscription starts now (paypal-start-time.ts). */
  startTime?: string;
}

/** Catalog products, billing plans, subscriptions and their sales (v1). */
export function createPayPalSubscriptions(call: PayPalCall) {
  return {
    /** Creates a catalog product (idempotent by request id); answers its id. */
    async createProduct(product: { name: string; requestId: string }): Promise<string> {
      const answer = await call('POST', '/v1/catalogs/products', { name: product.name, type: 'SERVICE', category: 'SOFTWARE' }, { 'paypal-request-id': product.requestId });
      if ((answer.status !== 200 && answer.status !== 201) || typeof answer.body?.id !== 'string') throw failure(answer, 'product creation');
      return answer.body.id;
    },

    /** Creates an ACTIVE billing plan (idempotent by request id); answers its id. */
    async createPlan(plan: NewPayPalPlan): Promise<string> {
      const weekly = (sequence: number) => ({
        frequency: { interval_unit: 'WEEK', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence,
        total_cycles: 0,
        pricing_scheme: { fixed_price: plan.weekly },
      });
      const cycles = plan.firstCycle
        ? [{ frequency: { interval_unit: 'WEEK', interval_count: 2 }, tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, pricing_scheme: { fixed_price: plan.firstCycle } }, weekly(2)]
        : [weekly(1)];
      const answer = await call(
        'POST',
        '/v1/billing/plans',
        {
          product_id: plan.productId,
          name: plan.name.slice(0, 127),
          status: 'ACTIVE',
          billing_cycles: cycles,
          payment_preferences: { auto_bill_outstanding: true, setup_fee_failure_action: 'CANCEL', payment_failure_threshold: 3 },
        },
        { 'paypal-request-id': plan.requestId },
      );
      if ((answer.status !== 200 && answer.status !== 201) || typeof answer.body?.id !== 'string') throw failure(answer, 'plan creation');
      return answer.body.id;
    },

    /** Creates a subscription awaiting the buyer's approval; answers its id and the approval page. */
    async createSubscription(subscription: NewPayPalSubscription): Promise<{ id: string; approveUrl: string }> {
      const startTime = startTimeToSend(subscription.startTime);
      const answer = await call(
        'POST',
        '/v1/billing/subscriptions',
        {
          plan_id: subscription.planId,
          custom_id: subscription.customId,
          ...(startTime ? { start_time: startTime } : {}),
          application_context: {
            brand_name: 'guidepass',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'SUBSCRIBE_NOW',
            return_url: subscription.returnUrl,
            cancel_url: subscription.cancelUrl,
          },
        },
        { 'paypal-request-id': subscription.requestId },
      );
      if (answer.status !== 200 && answer.status !== 201) throw failure(answer, 'subscription creation');
      const created = answer.body as PayPalSubscription;
      const approve = created.links?.find((l) => l.rel === 'approve');
      if (!created.id || !approve) throw new ProviderError('paypal', answer.status, 'NO_APPROVE_LINK', 'PayPal subscription has no approval link');
      return { id: created.id, approveUrl: approve.href };
    },

    async getSubscription(subscriptionId: string): Promise<PayPalSubscription> {
      const answer = await call('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`, undefined);
      if (answer.status !== 200) throw failure(answer, 'subscription lookup');
      return answer.body as PayPalSubscription;
    },

    /** Cancels a subscription for good (PayPal answers 204; an already cancelled one is a 422). */
    async cancelSubscription(subscriptionId: string, reason: string): Promise<void> {
      const answer = await call('POST', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, { reason });
      if (answer.status !== 204 && answer.status !== 200) throw failure(answer, 'subscription cancel');
    },

    /**
     * Refunds a subscription's sale, in full or (`amount`, v1 money) in part (v1 sale refund; the same request id never
     * refunds twice).
     */
    async refundSale(saleId: string, requestId: string, amount?: { total: string; currency: string }): Promise<{ id: string; state: string }> {
      const answer = await call('POST', `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, amount ? { amount } : {}, { 'paypal-request-id': requestId });
      if ((answer.status !== 200 && answer.status !== 201) || typeof answer.body?.id !== 'string') throw failure(answer, 'sale refund');
      return { id: answer.body.id, state: String(answer.body.state ?? '') };
    },

    /** The subscription's charges between two instants (PayPal requires both). */
    async listSubscriptionTransactions(subscriptionId: string, startTime: Date, endTime: Date): Promise<PayPalSubscriptionTransaction[]> {
      const query = new URLSearchParams({ start_time: startTime.toISOString(), end_time: endTime.toISOString() });
      const answer = await call('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/transactions?${query}`, undefined);
      if (answer.status !== 200) throw failure(answer, 'subscription transactions');
      return (answer.body?.transactions ?? []) as PayPalSubscriptionTransaction[];
    },
  };
}
