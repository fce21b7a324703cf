import { ProviderError, fetchJson, type JsonAnswer } from './provider-error.ts';

export interface PayPalClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

/** One authenticated call to PayPal's REST API; answers whatever PayPal answered. */
export type PayPalCall = (method: string, path: string, body: unknown, headers?: Record<string, string>) => Promise<JsonAnswer>;

const skewMs = 60_000;

/** The ProviderError for a PayPal answer that is not the one expected, named by what was attempted. */
export function failure(answer: JsonAnswer, what: string): ProviderError {
  const issue = answer.body?.details?.[0]?.issue ?? answer.body?.name ?? answer.body?.error;
  const message = answer.body?.details?.[0]?.description ?? answer.body?.message ?? answer.body?.error_description ?? `HTTP ${answer.status}`;
  return new ProviderError('paypal', answer.status, issue, `PayPal ${what} failed: ${message}`);
}

/**
 * PayPal's OAuth client-credentials session: caches the token until shortly before it expires and fetches a new one
 * once on a 401. (@paypal/paypal-server-sdk only targets PayPal's two fixed hosts, so it cannot talk to the local stand-in.)
 */
export function createPayPalCall(options: PayPalClientOptions): PayPalCall {
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

  return call;
}
