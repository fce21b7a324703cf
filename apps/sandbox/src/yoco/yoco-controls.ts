import { isPlainObject } from './json-values.ts';

export const faultRoutes = ['create', 'get', 'refund'] as const;
export type FaultRoute = (typeof faultRoutes)[number];
export type FaultStatus = 500 | 503;
export type RefundOutcome = 'succeeded' | 'failed';

export interface WebhookFaults {
  /** Each event is delivered this many times (same event id and webhook-id). 1 = normal. */
  duplicate: number;
  /** Wait before the first attempt of each event. */
  delayMs: number;
  /** Sign with a wrong key. */
  badSignature: boolean;
  /** Put webhook-timestamp this many seconds in the past (the signature matches the stale value). */
  staleTimestampSeconds: number;
  /** Keep events until POST /_control/release. */
  hold: boolean;
}

export interface YocoControls {
  failNext: Partial<Record<FaultRoute, { status: FaultStatus; remaining: number }>>;
  latencyMs: number;
  webhooks: WebhookFaults;
  refundOutcome: RefundOutcome;
  /** Real Yoco refuses test-mode refunds; the sandbox allows them unless told otherwise. */
  refundsInTestMode: boolean;
}

export function defaultControls(): YocoControls {
  return {
    failNext: {},
    latencyMs: 0,
    webhooks: { duplicate: 1, delayMs: 0, badSignature: false, staleTimestampSeconds: 0, hold: false },
    refundOutcome: 'succeeded',
    refundsInTestMode: true,
  };
}

/** Counts one use of a queued fault for the route and returns its status, if any is left. */
export function takeFault(controls: YocoControls, route: FaultRoute): FaultStatus | undefined {
  const fault = controls.failNext[route];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) delete controls.failNext[route];
  return fault.status;
}

export interface ControlChange {
  reset: boolean;
  failNext?: { path: FaultRoute; status: FaultStatus; count: number };
  latencyMs?: number;
  webhooks?: Partial<WebhookFaults>;
  refundOutcome?: RefundOutcome;
  refundsInTestMode?: boolean;
}

export type ParsedControl = { ok: true; change: ControlChange } | { ok: false; message: string };

const isIntegerAtLeast = (value: unknown, min: number): value is number => Number.isSafeInteger(value) && (value as number) >= min;

function parseWebhookFaults(value: unknown): Partial<WebhookFaults> | string {
  if (!isPlainObject(value)) return 'webhooks must be an object';
  const faults: Partial<WebhookFaults> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'duplicate') {
      if (!isIntegerAtLeast(entry, 1)) return 'webhooks.duplicate must be an integer ≥ 1';
      faults.duplicate = entry;
    } else if (key === 'delayMs' || key === 'staleTimestampSeconds') {
      if (!isIntegerAtLeast(entry, 0)) return `webhooks.${key} must be an integer ≥ 0`;
      faults[key] = entry;
    } else if (key === 'badSignature' || key === 'hold') {
      if (typeof entry !== 'boolean') return `webhooks.${key} must be true or false`;
      faults[key] = entry;
    } else {
      return `unknown field webhooks.${key}`;
    }
  }
  return faults;
}

/** Validates the whole body before anything changes, so a bad field leaves the controls as they were. */
export function parseControlChange(body: unknown): ParsedControl {
  if (!isPlainObject(body)) return { ok: false, message: 'The body must be a JSON object' };
  const change: ControlChange = { reset: false };
  for (const [key, value] of Object.entries(body)) {
    switch (key) {
      case 'reset':
        if (typeof value !== 'boolean') return { ok: false, message: 'reset must be true or false' };
        change.reset = value;
        break;
      case 'failNext': {
        if (!isPlainObject(value)) return { ok: false, message: 'failNext must be an object' };
        const { path, status, count = 1 } = value;
        if (!faultRoutes.includes(path as FaultRoute)) {
          return { ok: false, message: `failNext.path must be one of ${faultRoutes.join(', ')}` };
        }
        if (status !== 500 && status !== 503) return { ok: false, message: 'failNext.status must be 500 or 503' };
        if (!isIntegerAtLeast(count, 0)) return { ok: false, message: 'failNext.count must be an integer ≥ 0' };
        change.failNext = { path: path as FaultRoute, status, count };
        break;
      }
      case 'latencyMs':
        if (!isIntegerAtLeast(value, 0)) return { ok: false, message: 'latencyMs must be an integer ≥ 0' };
        change.latencyMs = value;
        break;
      case 'webhooks': {
        const faults = parseWebhookFaults(value);
        if (typeof faults === 'string') return { ok: false, message: faults };
        change.webhooks = faults;
        break;
      }
      case 'refundOutcome':
        if (value !== 'succeeded' && value !== 'failed') {
          return { ok: false, message: 'refundOutcome must be "succeeded" or "failed"' };
        }
        change.refundOutcome = value;
        break;
      case 'refundsInTestMode':
        if (typeof value !== 'boolean') return { ok: false, message: 'refundsInTestMode must be true or false' };
        change.refundsInTestMode = value;
        break;
      default:
        return { ok: false, message: `unknown field ${key}` };
    }
  }
  return { ok: true, change };
}

/** Applies everything but reset, which needs the whole state and is done by the caller first. */
export function applyControlChange(controls: YocoControls, change: ControlChange): void {
  if (change.failNext) {
    const { path, status, count } = change.failNext;
    if (count > 0) controls.failNext[path] = { status, remaining: count };
    else delete controls.failNext[path];
  }
  if (change.latencyMs !== undefined) controls.latencyMs = change.latencyMs;
  if (change.webhooks) Object.assign(controls.webhooks, change.webhooks);
  if (change.refundOutcome) controls.refundOutcome = change.refundOutcome;
  if (change.refundsInTestMode !== undefined) controls.refundsInTestMode = change.refundsInTestMode;
}
