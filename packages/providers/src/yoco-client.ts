import { ProviderError, fetchJson, type JsonAnswer } from './provider-error.ts';

export interface YocoClientOptions {
  apiBase: string;
  secretKey: string;
  timeoutMs?: number;
}

export interface YocoCheckout {
  id: string;
  redirectUrl?: string;
  status: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  metadata?: Record<string, string>;
}

export interface NewYocoCheckout {
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
  /** our payment id, in metadata and as externalId */
  paymentId: string;
  description: string;
  idempotencyKey: string;
}

/** A webhook registered at Yoco, as GET /api/webhooks lists it (providers.md §2.6). */
export interface YocoWebhook {
  id: string;
  name: string;
  url: string;
  mode: 'test' | 'live';
}

/** The answer to a registration: the only time Yoco shows the webhook's signing secret (`whsec_…`). */
export interface RegisteredYocoWebhook extends YocoWebhook {
  secret: string;
}

function failure(answer: JsonAnswer, what: string): ProviderError {
  const message = answer.body?.errorMessage ?? answer.body?.displayMessage ?? answer.body?.message ?? `HTTP ${answer.status}`;
  return new ProviderError('yoco', answer.status, answer.body?.errorCode, `Yoco ${what} failed: ${message}`);
}

/** True when a checkout is proof of payment: completed, with a payment id. */
export function isPaidCheckout(checkout: YocoCheckout): boolean {
  return checkout.status === 'completed' && Boolean(checkout.paymentId);
}

/** A small Checkout API client (Yoco publishes no Node SDK): create, read and refund checkouts (ZAR cents only), manage webhooks. */
export function createYocoClient(options: YocoClientOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' };
  return {
    async createCheckout(checkout: NewYocoCheckout): Promise<{ id: string; redirectUrl: string }> {
      const answer = await fetchJson('yoco', `${options.apiBase}/checkouts`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': checkout.idempotencyKey },
        body: JSON.stringify({
          amount: checkout.amountCents,
          currency: 'ZAR',
          successUrl: checkout.successUrl,
          cancelUrl: checkout.cancelUrl,
          failureUrl: checkout.failureUrl,
          externalId: checkout.paymentId,
          metadata: { paymentId: checkout.paymentId },
          lineItems: [{ displayName: checkout.description, quantity: 1, pricingDetails: { price: checkout.amountCents } }],
        }),
        timeoutMs,
      });
      if (answer.status < 200 || answer.status > 202 || !answer.body?.id || !answer.body?.redirectUrl) throw failure(answer, 'checkout creation');
      return { id: answer.body.id, redirectUrl: answer.body.redirectUrl };
    },

    async getCheckout(checkoutId: string): Promise<YocoCheckout> {
      const answer = await fetchJson('yoco', `${options.apiBase}/checkouts/${encodeURIComponent(checkoutId)}`, { method: 'GET', headers, timeoutMs });
      if (answer.status !== 200) throw failure(answer, 'checkout lookup');
      return answer.body as YocoCheckout;
    },

    /**
     * POST /api/checkouts/{id}/refund (providers.md §2.4): all that is left without `amountCents`. Yoco only accepts
     * it (202); the outcome arrives as refund.succeeded or refund.failed, named by the refundId answered here.
     */
    async refundCheckout(checkoutId: string, refund: { amountCents?: number; idempotencyKey: string }): Promise<{ refundId: string }> {
      const answer = await fetchJson('yoco', `${options.apiBase}/checkouts/${encodeURIComponent(checkoutId)}/refund`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': refund.idempotencyKey },
        body: JSON.stringify(refund.amountCents === undefined ? {} : { amount: refund.amountCents }),
        timeoutMs,
      });
      if (answer.status < 200 || answer.status > 202 || typeof answer.body?.refundId !== 'string') throw failure(answer, 'refund');
      return { refundId: answer.body.refundId };
    },

    /** POST /api/webhooks: registers `url`; keep the answer's secret, Yoco never shows it again. */
    async registerWebhook(webhook: { name: string; url: string; idempotencyKey: string }): Promise<RegisteredYocoWebhook> {
      const answer = await fetchJson('yoco', `${options.apiBase}/webhooks`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': webhook.idempotencyKey },
        body: JSON.stringify({ name: webhook.name, url: webhook.url }),
        timeoutMs,
      });
      if (answer.status < 200 || answer.status > 201 || !answer.body?.id || !/^whsec_/.test(answer.body?.secret ?? '')) {
        throw failure(answer, 'webhook registration');
      }
      const { id, name, url, mode, secret } = answer.body;
      return { id, name, url, mode, secret };
    },

    /** GET /api/webhooks: the webhooks of the key's account, without their secrets. */
    async listWebhooks(): Promise<YocoWebhook[]> {
      const answer = await fetchJson('yoco', `${options.apiBase}/webhooks`, { method: 'GET', headers, timeoutMs });
      if (answer.status !== 200 || !Array.isArray(answer.body?.subscriptions)) throw failure(answer, 'webhook list');
      return (answer.body.subscriptions as YocoWebhook[]).map(({ id, name, url, mode }) => ({ id, name, url, mode }));
    },

    /** DELETE /api/webhooks/{id}: Yoco stops sending events there. */
    async deleteWebhook(webhookId: string): Promise<void> {
      const answer = await fetchJson('yoco', `${options.apiBase}/webhooks/${encodeURIComponent(webhookId)}`, { method: 'DELETE', headers, timeoutMs });
      if (answer.status < 200 || answer.status > 204) throw failure(answer, 'webhook deletion');
    },
  };
}

export type YocoClient = ReturnType<typeof createYocoClient>;
