import { ProviderError, fetchJson, type JsonAnswer } from './provider-error.ts';
import { startTimeToSend } from './paypal-start-time.ts';

export interface PayPalClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'FAILED';
  amount?: PayPalMoney;
  custom_id?: string;
  status_details?: { reason?: string };
}

export interface PayPalOrder {
  id: string;
  status: string;
  links?: Array<{ href: string; rel: string; method?: string }>;
  purchase_units?: Array<{ custom_id?: string; amount?: PayPalMoney; payments?: { captures?: PayPalCapture[] } }>;
}

export interface NewPayPalOrder {
  /** our payment id: PayPal echoes custom_id on captures and webhooks */
  customId: string;
  invoiceId: string;
  description: string;
  amount: PayPalMoney;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
}

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

const skewMs = 60_000;

function failure(answer: JsonAnswer, what: string): ProviderError {
  const issue = answer.body?.details?.[0]?.issue ?? answer.body?.name ?? answer.body?.error;
  const message = answer.body?.details?.[0]?.description ?? answer.body?.message ?? answer.body?.error_description ?? `HTTP ${answer.status}`;
  return new ProviderError('paypal', answer.status, issue, `PayPal ${what} failed: ${message}`);
}

/** The first capture of an order, if it has one. */
export function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

/**
 * A small Orders v2 client. (@paypal/paypal-server-sdk only targets PayPal's two fixed hosts, so it cannot talk to
 * the local stand-in.) Caches the OAuth token until shortly before it expires and fetches a new one once on a 401.
 */
export function createPayPalClient(options: PayPalClientOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const answer = await fetchJson('paypal', `${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs,
    });
    if (answer.status !== 200 || typeof answer.body?.access_token !== 'string') throw failure(answer, 'authentication');
    token = { value: answer.body.access_token, expiresAt: Date.now() + Number(answer.body.expires_in ?? 300) * 1000 - skewMs };
    return token.value;
  }

  async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await fetchJson('paypal', `${options.apiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs,
      });
      if (answer.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      return answer;
    }
  }

  return {
    /** The PayPal account this client acts for, named by its client id (live and sandbox apps have their own): what kept plans and products belong to. */
    account: options.clientId,

    /** Creates a CAPTURE order; answers its id and the page the buyer approves it on. */
    async createOrder(order: NewPayPalOrder): Promise<{ id: string; approveUrl: string }> {
      const answer = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            { reference_id: 'default', custom_id: order.customId, invoice_id: order.invoiceId, description: order.description.slice(0, 127), amount: order.amount },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'guidepass',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
              },
            },
          },
        },
        { 'paypal-request-id': order.requestId },
      );
      if (answer.status !== 200 && answer.status !== 201) throw failure(answer, 'order creation');
      const created = answer.body as PayPalOrder;
      const approve = created.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!created.id || !approve) throw new ProviderError('paypal', answer.status, 'NO_APPROVE_LINK', 'PayPal order has no approval link');
      return { id: created.id, approveUrl: approve.href };
    },

    async getOrder(orderId: string): Promise<PayPalOrder> {
      const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, undefined);
      if (answer.status !== 200) throw failure(answer, 'order lookup');
      return answer.body as PayPalOrder;
    },

    /**
     * Captures an approved order. The same request id replays PayPal's first answer; an order captured earlier
     * (another request id) is read back instead, so a retried capture never fails on its own success.
     */
    async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
      const answer = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, { 'paypal-request-id': requestId });
      if (answer.status === 200 || answer.status === 201) return answer.body as PayPalOrder;
      if (answer.status === 422 && answer.body?.details?.[0]?.issue === 'ORDER_ALREADY_CAPTURED') return this.getOrder(orderId);
      throw failure(answer, 'capture');
    },

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

    /** Refunds a subscription's sale in full (v1 sale refund; the same request id never refunds twice). */
    async refundSale(saleId: string, requestId: string): Promise<{ id: string; state: string }> {
      const answer = await call('POST', `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, {}, { 'paypal-request-id': requestId });
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

export type PayPalClient = ReturnType<typeof createPayPalClient>;
