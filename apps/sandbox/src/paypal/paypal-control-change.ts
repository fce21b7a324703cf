import { isPlainObject } from '../shared/json-values.ts';
import { defaultControls, type CaptureOutcome, type FailableOperation, type FaultStatus, type PaypalControls, type WebhookFaults } from './paypal-controls.ts';

/** A bad request to the sandbox's own control endpoints (answered as `{error}`, not as a PayPal envelope). */
export class ControlError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'ControlError';
    this.statusCode = statusCode;
  }
}

export interface ControlChange {
  reset: boolean;
  captureOutcome?: CaptureOutcome;
  failNext?: { path: FailableOperation; status: FaultStatus; count: number };
  latencyMs?: number;
  webhooks?: Partial<WebhookFaults>;
}

type Json = Record<string, unknown>;

const captureOutcomes: CaptureOutcome[] = ['COMPLETED', 'PENDING', 'DECLINED'];
const operations: FailableOperation[] = ['token', 'create', 'get', 'capture', 'refund', 'subscribe', 'get-subscription', 'cancel-subscription'];

function onlyKeys(source: Json, allowed: string[], where: string): void {
  const unknown = Object.keys(source).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new ControlError(`Unknown ${where} field(s): ${unknown.join(', ')}. Known: ${allowed.join(', ')}`);
}

function count(value: unknown, name: string, minimum: number): number {
  if (!Number.isInteger(value) || (value as number) < minimum) throw new ControlError(`${name} must be an integer ≥ ${minimum}`);
  return value as number;
}

function flag(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new ControlError(`${name} must be true or false`);
  return value;
}

function parseWebhookFaults(value: unknown): Partial<WebhookFaults> {
  if (!isPlainObject(value)) throw new ControlError('webhooks must be an object');
  onlyKeys(value, ['duplicate', 'badSignature', 'certUrlHost', 'hold'], 'webhooks');
  const faults: Partial<WebhookFaults> = {};
  if (value.duplicate !== undefined) faults.duplicate = count(value.duplicate, 'webhooks.duplicate', 1);
  if (value.badSignature !== undefined) faults.badSignature = flag(value.badSignature, 'webhooks.badSignature');
  if (value.hold !== undefined) faults.hold = flag(value.hold, 'webhooks.hold');
  if (value.certUrlHost !== undefined) {
    if (value.certUrlHost !== null && (typeof value.certUrlHost !== 'string' || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(value.certUrlHost))) {
      throw new ControlError('webhooks.certUrlHost must be a host name (optionally with :port) or null');
    }
    faults.certUrlHost = value.certUrlHost;
  }
  return faults;
}

function parseFailNext(value: unknown): ControlChange['failNext'] {
  if (!isPlainObject(value)) throw new ControlError('failNext must be an object');
  onlyKeys(value, ['path', 'status', 'count'], 'failNext');
  if (!operations.includes(value.path as FailableOperation)) throw new ControlError(`failNext.path must be one of ${operations.join(', ')}`);
  if (value.status !== 500 && value.status !== 503) throw new ControlError('failNext.status must be 500 or 503');
  return {
    path: value.path as FailableOperation,
    status: value.status,
    count: value.count === undefined ? 1 : count(value.count, 'failNext.count', 0),
  };
}

/** Validates the whole body before anything changes, so a bad field leaves the controls as they were. */
export function parseControlChange(body: unknown): ControlChange {
  if (!isPlainObject(body)) throw new ControlError('Expected a JSON object');
  onlyKeys(body, ['reset', 'captureOutcome', 'failNext', 'latencyMs', 'webhooks'], 'control');
  const change: ControlChange = { reset: body.reset === undefined ? false : flag(body.reset, 'reset') };
  if (body.captureOutcome !== undefined) {
    if (!captureOutcomes.includes(body.captureOutcome as CaptureOutcome)) {
      throw new ControlError(`captureOutcome must be one of ${captureOutcomes.join(', ')}`);
    }
    change.captureOutcome = body.captureOutcome as CaptureOutcome;
  }
  if (body.failNext !== undefined) change.failNext = parseFailNext(body.failNext);
  if (body.latencyMs !== undefined) change.latencyMs = count(body.latencyMs, 'latencyMs', 0);
  if (body.webhooks !== undefined) change.webhooks = parseWebhookFaults(body.webhooks);
  return change;
}

export function applyControlChange(controls: PaypalControls, change: ControlChange): void {
  if (change.reset) Object.assign(controls, defaultControls());
  if (change.captureOutcome) controls.captureOutcome = change.captureOutcome;
  if (change.failNext) {
    const { path, status, count: remaining } = change.failNext;
    if (remaining === 0) delete controls.failNext[path];
    else controls.failNext[path] = { status, count: remaining };
  }
  if (change.latencyMs !== undefined) controls.latencyMs = change.latencyMs;
  if (change.webhooks) Object.assign(controls.webhooks, change.webhooks);
}
