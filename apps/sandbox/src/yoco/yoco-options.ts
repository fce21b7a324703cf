import { defaultYocoSecretKey, modeOfSecretKey, secretKeyProblem, type YocoMode } from './yoco-keys.ts';

export interface YocoOptions {
  /** The one secret key the API accepts; its prefix decides test or live mode. Default sk_test_guidepass_sandbox. */
  secretKey?: string;
  /** Multiplies the retry schedule (5 s … 10 h); 0.001 turns hours into seconds for tests. Default 1. */
  retryScale?: number;
  /** Clock in epoch milliseconds, for timestamps, webhook-timestamp and idempotency expiry. */
  now?: () => number;
}

export interface YocoSettings {
  secretKey: string;
  mode: YocoMode;
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

  // No webhook option: webhooks are registered through POST /api/webhooks, as at Yoco, so the secret is Yoco's to make.
  const { retryScale = 1 } = options;
  check('retryScale', Number.isFinite(retryScale) && retryScale >= 0 ? undefined : `expected a number ≥ 0, got ${retryScale}`);

  return {
    secretKey,
    mode: modeOfSecretKey(secretKey) ?? 'test',
    retryScale,
    now: options.now ?? Date.now,
  };
}
