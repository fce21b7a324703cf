import { sandboxDefaults } from '../sandbox-defaults.ts';
export interface PaypalSandboxOptions {
  clientId?: string;
  clientSecret?: string;
  /** Access-token lifetime in seconds. Default 32400, as PayPal answers. */
  tokenExpiresInSeconds?: number;
  /** Pre-registers a webhook subscription for every event type at this URL. */
  webhookUrl?: string;
  /** Id of the pre-registered subscription, i.e. the webhook_id the client verifies with. Default WH-SANDBOX-0001. */
  webhookId?: string;
  /** Waits before the 2nd, 3rd, … delivery attempt; after the list runs out, webhookRetryEveryMs. Default 1 s, 5 s, 30 s. */
  webhookRetryDelaysMs?: number[];
  /** Default 60 s. */
  webhookRetryEveryMs?: number;
  /** Attempts per delivery, the first included. Default 25, as PayPal. */
  webhookMaxAttempts?: number;
  /** How long one delivery attempt may take before it counts as no answer. Default 10 s. */
  webhookTimeoutMs?: number;
  /** Makes ids, tokens and debug ids repeat from run to run. */
  idSeed?: string;
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
  webhookRetryEveryMs: number;
  webhookMaxAttempts: number;
  webhookTimeoutMs: number;
  idSeed: string | undefined;
  now: () => Date;
}

export const defaultPaypalSettings = {
  clientId: sandboxDefaults.paypal.clientId,
  clientSecret: sandboxDefaults.paypal.clientSecret,
  tokenExpiresInSeconds: 32400,
  webhookId: sandboxDefaults.paypal.webhookId,
  webhookRetryDelaysMs: [1000, 5000, 30000],
  webhookRetryEveryMs: 60000,
  webhookMaxAttempts: 25,
  webhookTimeoutMs: 10000,
};

function requirePositiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`Invalid paypal.${name}: expected a positive integer, got ${value}`);
  return value;
}

function requireNonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid paypal.${name}: expected an integer ≥ 0, got ${value}`);
  return value;
}

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
export function resolvePaypalSettings(options: PaypalSandboxOptions = {}): PaypalSettings {
  const delays = options.webhookRetryDelaysMs ?? defaultPaypalSettings.webhookRetryDelaysMs;
  delays.forEach((delay, index) => requireNonNegativeInteger(`webhookRetryDelaysMs[${index}]`, delay));
  if (options.clientId === '' || options.clientSecret === '') throw new Error('Invalid paypal client: id and secret must not be empty');
  return {
    clientId: options.clientId ?? defaultPaypalSettings.clientId,
    clientSecret: options.clientSecret ?? defaultPaypalSettings.clientSecret,
    tokenExpiresInSeconds: requirePositiveInteger(
      'tokenExpiresInSeconds',
      options.tokenExpiresInSeconds ?? defaultPaypalSettings.tokenExpiresInSeconds,
    ),
    webhookUrl: options.webhookUrl === undefined ? undefined : requireHttpUrl('webhookUrl', options.webhookUrl),
    webhookId: options.webhookId || defaultPaypalSettings.webhookId,
    webhookRetryDelaysMs: [...delays],
    webhookRetryEveryMs: requireNonNegativeInteger(
      'webhookRetryEveryMs',
      options.webhookRetryEveryMs ?? defaultPaypalSettings.webhookRetryEveryMs,
    ),
    webhookMaxAttempts: requirePositiveInteger('webhookMaxAttempts', options.webhookMaxAttempts ?? defaultPaypalSettings.webhookMaxAttempts),
    webhookTimeoutMs: requirePositiveInteger('webhookTimeoutMs', options.webhookTimeoutMs ?? defaultPaypalSettings.webhookTimeoutMs),
    idSeed: options.idSeed,
    now: options.now ?? (() => new Date()),
  };
}
