import type { PaymentMethod } from '@guidepass/domain/payment-providers';

/** Which provider a call went to: a name from the one list. */
export type ProviderName = PaymentMethod;

/** A provider call that failed: `status` 0 means no answer (network, time-out). `issue` is the provider's code. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: ProviderName,
    readonly status: number,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }

  /** Worth retrying later: no answer, rate limited, or the provider's own failure. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface JsonAnswer {
  status: number;
  body: any;
}

/** fetch with a time-out that always resolves to status + body text, or throws a status-0 ProviderError. */
export async function fetchText(provider: ProviderName, url: string, init: RequestInit & { timeoutMs: number }): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
    // the time-out covers the body too: a provider that sends headers and then stalls is no answer either
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new ProviderError(provider, 0, 'NO_ANSWER', `${provider} did not answer: ${(error as Error).message}`);
  }
}

/** fetch with a time-out that always resolves to status + parsed body, or throws a status-0 ProviderError. */
export async function fetchJson(provider: ProviderName, url: string, init: RequestInit & { timeoutMs: number }): Promise<JsonAnswer> {
  const { status, text } = await fetchText(provider, url, init);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { raw: text.slice(0, 500) };
  }
  return { status, body };
}
