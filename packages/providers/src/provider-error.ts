export type ProviderName = 'paypal' | 'yoco';

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

/** fetch with a time-out that always resolves to status + parsed body, or throws a status-0 ProviderError. */
export async function fetchJson(provider: ProviderName, url: string, init: RequestInit & { timeoutMs: number }): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    throw new ProviderError(provider, 0, 'NO_ANSWER', `${provider} did not answer: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { raw: text.slice(0, 500) };
  }
  return { status: response.status, body };
}
