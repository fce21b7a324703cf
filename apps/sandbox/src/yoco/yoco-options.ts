import { randomYocoId, type NewYocoId } from './yoco-ids.ts';
import {
  defaultYocoSecretKey,
  modeOfSecretKey,
  secretKeyProblem,
  webhookSecretProblem,
  webhookUrlProblem,
  type YocoMode,
} from './yoco-settings.ts';

export interface YocoOptions {
  /** The one secret key the API accepts; its prefix decides test or live mode. Default sk_test_guidepass_sandbox. */
  secretKey?: string;
  /** A webhook registered at start, so the product can be given its secret up front. Needs webhookSecret. */
  webhookUrl?: string;
  /** `whsec_` + base64 of 24 to 64 bytes. */
  webhookSecret?: string;
  /** Multiplies the retry schedule (5 s … 10 h); 0.001 turns hours into seconds for tests. Default 1. */
  retryScale?: number;
  /** How long a webhook receiver may take to answer. Default 15000 (Yoco's limit). */
  webhookTimeoutMs?: number;
  /** Clock in epoch milliseconds, for timestamps, webhook-timestamp and idempotency expiry. */
  now?: () => number;
  newId?: NewYocoId;
}

export interface ResolvedYocoOptions {
  secretKey: string;
  mode: YocoMode;
  preregisteredWebhook: { url: string; secret: string } | undefined;
  retryScale: number;
  webhookTimeoutMs: number;
  now: () => number;
  newId: NewYocoId;
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

function numberOption(option: string, value: number | undefined, fallback: number, zeroAllowed: boolean): number {
  if (value === undefined) return fallback;
  const valid = Number.isFinite(value) && (zeroAllowed ? value >= 0 : value > 0);
  check(option, valid ? undefined : `expected a number ${zeroAllowed ? '≥' : '>'} 0, got ${value}`);
  return value;
}

/** Validated at registration so a bad option fails startSandbox, not the first request. */
export function resolveYocoOptions(options: YocoOptions): ResolvedYocoOptions {
  const secretKey = options.secretKey ?? defaultYocoSecretKey;
  check('secretKey', secretKeyProblem(secretKey));

  const { webhookUrl, webhookSecret } = options;
  if (webhookUrl !== undefined || webhookSecret !== undefined) {
    check('webhookUrl', webhookUrl === undefined ? 'required when webhookSecret is set' : webhookUrlProblem(webhookUrl));
    check('webhookSecret', webhookSecret === undefined ? 'required when webhookUrl is set' : webhookSecretProblem(webhookSecret));
  }

  return {
    secretKey,
    mode: modeOfSecretKey(secretKey) ?? 'test',
    preregisteredWebhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
    retryScale: numberOption('retryScale', options.retryScale, 1, true),
    webhookTimeoutMs: numberOption('webhookTimeoutMs', options.webhookTimeoutMs, 15_000, false),
    now: options.now ?? Date.now,
    newId: options.newId ?? randomYocoId,
  };
}
