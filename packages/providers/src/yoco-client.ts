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

function failure(answer: JsonAnswer, what: string): ProviderError {
  const message = answer.body?.errorMessage ?? answer.body?.displayMessage ?? answer.body?.message ?? `HTTP ${answer.status}`;
  return new ProviderError('yoco', answer.status, answer.body?.errorCode, `Yoco ${what} failed: ${message}`);
}

/** True when a checkout is proof of payment: completed, with a payment id. */
export function isPaidCheckout(checkout: YocoCheckout): boolean {
  return checkout.status === 'completed' && Boolean(checkout.paymentId);
}

/** A small Checkout API client (Yoco publishes no Node SDK): create and read checkouts, ZAR cents only. */
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
  };
}

export type YocoClient = ReturnType<typeof createYocoClient>;
