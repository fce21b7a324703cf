import { paypalDefaults } from './paypal-defaults.ts';

export interface PaypalOptions {
  clientId?: string;
  clientSecret?: string;
  /** Pre-registers a webhook subscription for every event type at this URL. */
  webhookUrl?: string;
  /** Id of the pre-registered subscription, i.e. the webhook_id the client verifies with. Default WH-SANDBOX-0001. */
  webhookId?: string;
  /** Waits before the 2nd, 3rd, … delivery attempt; after the list runs out, once a minute. Default 1 s, 5 s, 30 s. */
  webhookRetryDelaysMs?: number[];
  /** Clock for timestamps and token expiry. */
  now?: () => Date;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  tokenExpiresInSeconds: number;
  webhookUrl: string | undefined;
  webhookId: string;
  webhookRetryDelaysMs: number[];
  now: () => Date;
}

export const defaultPaypalSettings = {
  clientId: paypalDefaults.clientId,
  clientSecret: paypalDefaults.clientSecret,
  // What PayPal answers as expires_in.
  tokenExpiresInSeconds: 32400,
  webhookId: paypalDefaults.webhookId,
  webhookRetryDelaysMs: [1000, 5000, 30000],
};

function requireHttpUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`Invalid paypal.${name}: expected an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Applies defaults and rejects bad values, so a misconfigured sandbox fails at start. */
export function resolvePaypalSettings(options: PaypalOptions = {}): PaypalSettings {
  const delays = options.webhookRetryDelaysMs ?? defaultPaypalSettings.webhookRetryDelaysMs;
  delays.forEach((delay, index) => {
    if (!Number.isInteger(delay) || delay < 0) throw new Error(`Invalid paypal.webhookRetryDelaysMs[${index}]: expected an integer ≥ 0, got ${delay}`);
  });
  if (options.clientId === '' || options.clientSecret === '') throw new Error('Invalid paypal client: id and secret must not be empty');
  return {
    clientId: options.clientId ?? defaultPaypalSettings.clientId,
    clientSecret: options.clientSecret ?? defaultPaypalSettings.clientSecret,
    tokenExpiresInSeconds: defaultPaypalSettings.tokenExpiresInSeconds,
    webhookUrl: options.webhookUrl === undefined ? undefined : requireHttpUrl('webhookUrl', options.webhookUrl),
    webhookId: options.webhookId || defaultPaypalSettings.webhookId,
    webhookRetryDelaysMs: [...delays],
    now: options.now ?? (() => new Date()),
  };
}
