import {
  defaultYocoSecretKey,
  modeOfSecretKey,
  secretKeyProblem,
  webhookSecretProblem,
  webhookUrlProblem,
  type YocoMode,
} from './yoco-keys.ts';

export interface YocoOptions {
  /** The one secret key the API accepts; its prefix decides test or live mode. Default sk_test_guidepass_sandbox. */
  secretKey?: string;
  /** A webhook registered at start, so the product can be given its secret up front. Needs webhookSecret. */
  webhookUrl?: string;
  /** `whsec_` + base64 of 24 to 64 bytes. */
  webhookSecret?: string;
  /** Multiplies the retry schedule (5 s … 10 h); 0.001 turns hours into seconds for tests. Default 1. */
  retryScale?: number;
  /** Clock in epoch milliseconds, for timestamps, webhook-timestamp and idempotency expiry. */
  now?: () => number;
}

export interface YocoSettings {
  secretKey: string;
  mode: YocoMode;
  webhook: { url: string; secret: string } | undefined;
  retryScale: number;
  now: () => number;
}

export class YocoOptionsError extends Error {
  constructor(option: string, problem: string) {
    super(`Invalid yoco.${option}: ${problem}`);
    this.name = 'YocoOptionsError';
  }
}

function check(option: string, problem: string | undefined): void {
  if (problem) throw new YocoOptionsError(option, problem);
}

/** Applies defaults and rejects bad values at registration, so a bad option fails startSandbox, not the first request. */
export function resolveYocoSettings(options: YocoOptions): YocoSettings {
  const secretKey = options.secretKey ?? defaultYocoSecretKey;
  check('secretKey', secretKeyProblem(secretKey));

  const { webhookUrl, webhookSecret, retryScale = 1 } = options;
  if (webhookUrl !== undefined || webhookSecret !== undefined) {
    check('webhookUrl', webhookUrl === undefined ? 'required when webhookSecret is set' : webhookUrlProblem(webhookUrl));
    check('webhookSecret', webhookSecret === undefined ? 'required when webhookUrl is set' : webhookSecretProblem(webhookSecret));
  }
  check('retryScale', Number.isFinite(retryScale) && retryScale >= 0 ? undefined : `expected a number ≥ 0, got ${retryScale}`);

  return {
    secretKey,
    mode: modeOfSecretKey(secretKey) ?? 'test',
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
    retryScale,
    now: options.now ?? Date.now,
  };
}
