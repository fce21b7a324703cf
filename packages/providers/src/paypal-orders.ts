import { ProviderError } from './provider-error.ts';
import { failure, type PayPalCall } from './paypal-call.ts';

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

/** The first capture of an order, if it has one. */
export function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

/** Orders v2: create, read and capture CAPTURE orders; Payments v2: refund a capture. */
export function createPayPalOrders(call: PayPalCall) {
  /** Reads an order as PayPal has it now. */
  async function getOrder(orderId: string): Promise<PayPalOrder> {
    const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, undefined);
    if (answer.status !== 200) throw failure(answer, 'order lookup');
    return answer.body as PayPalOrder;
  }

  return {
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

    getOrder,

    /**
     * Captures an approved order. The same request id replays PayPal's first answer; an order captured earlier
     * (another request id) is read back instead, so a retried capture never fails on its own success.
     */
    async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
      const answer = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, { 'paypal-request-id': requestId });
      if (answer.status === 200 || answer.status === 201) return answer.body as PayPalOrder;
      if (answer.status === 422 && answer.body?.details?.[0]?.issue === 'ORDER_ALREADY_CAPTURED') return getOrder(orderId);
      throw failure(answer, 'capture');
    },

    /**
     * Refunds a capture (providers.md §1.6): all that is left without `amount`, else that much. The same request id
     * replays PayPal's first answer, so a retry never refunds twice.
     */
    async refundCapture(captureId: string, refund: { amount?: PayPalMoney; requestId: string; noteToPayer?: string }): Promise<{ id: string; status: string }> {
      const body = { ...(refund.amount ? { amount: refund.amount } : {}), ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer.slice(0, 255) } : {}) };
      const answer = await call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, body, { 'paypal-request-id': refund.requestId });
      if ((answer.status !== 200 && answer.status !== 201) || typeof answer.body?.id !== 'string') throw failure(answer, 'refund');
      return { id: answer.body.id, status: String(answer.body.status ?? '') };
    },
  };
}
