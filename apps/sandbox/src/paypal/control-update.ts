import { defaultFaults, type CaptureOutcome, type FailableOperation, type Faults, type WebhookFaults } from './paypal-faults.ts';

/** A bad request to the sandbox's own control endpoints (answered as `{error}`, not as a PayPal envelope). */
export class ControlError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'ControlError';
    this.statusCode = statusCode;
  }
}

export interface ControlUpdate {
  reset: boolean;
  captureOutcome?: CaptureOutcome;
  failNext?: { path: FailableOperation; status: 500 | 503; count: number };
  latencyMs?: number;
  webhooks?: Partial<WebhookFaults>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const captureOutcomes: CaptureOutcome[] = ['COMPLETED', 'PENDING', 'DECLINED'];
const operations: FailableOperation[] = ['token', 'create', 'get', 'capture', 'refund'];

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
  if (!isObject(value)) throw new ControlError('webhooks must be an object');
  onlyKeys(value, ['duplicate', 'reverseOrder', 'delayMs', 'badSignature', 'certUrlHost', 'hold', 'alsoDeclined'], 'webhooks');
  const faults: Partial<WebhookFaults> = {};
  if (value.duplicate !== undefined) faults.duplicate = count(value.duplicate, 'webhooks.duplicate', 1);
  if (value.reverseOrder !== undefined) faults.reverseOrder = flag(value.reverseOrder, 'webhooks.reverseOrder');
  if (value.delayMs !== undefined) faults.delayMs = count(value.delayMs, 'webhooks.delayMs', 0);
  if (value.badSignature !== undefined) faults.badSignature = flag(value.badSignature, 'webhooks.badSignature');
  if (value.hold !== undefined) faults.hold = flag(value.hold, 'webhooks.hold');
  if (value.alsoDeclined !== undefined) faults.alsoDeclined = flag(value.alsoDeclined, 'webhooks.alsoDeclined');
  if (value.certUrlHost !== undefined) {
    if (value.certUrlHost !== null && (typeof value.certUrlHost !== 'string' || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(value.certUrlHost))) {
      throw new ControlError('webhooks.certUrlHost must be a host name (optionally with :port) or null');
    }
    faults.certUrlHost = value.certUrlHost;
  }
  return faults;
}

export function parseControlUpdate(body: unknown): ControlUpdate {
  if (!isObject(body)) throw new ControlError('Expected a JSON object');
  onlyKeys(body, ['reset', 'captureOutcome', 'failNext', 'latencyMs', 'webhooks'], 'control');
  const update: ControlUpdate = { reset: body.reset === undefined ? false : flag(body.reset, 'reset') };
  if (body.captureOutcome !== undefined) {
    if (!captureOutcomes.includes(body.captureOutcome as CaptureOutcome)) {
      throw new ControlError(`captureOutcome must be one of ${captureOutcomes.join(', ')}`);
    }
    update.captureOutcome = body.captureOutcome as CaptureOutcome;
  }
  if (body.failNext !== undefined) {
    const failNext = body.failNext;
    if (!isObject(failNext)) throw new ControlError('failNext must be an object');
    onlyKeys(failNext, ['path', 'status', 'count'], 'failNext');
    if (!operations.includes(failNext.path as FailableOperation)) throw new ControlError(`failNext.path must be one of ${operations.join(', ')}`);
    if (failNext.status !== 500 && failNext.status !== 503) throw new ControlError('failNext.status must be 500 or 503');
    update.failNext = {
      path: failNext.path as FailableOperation,
      status: failNext.status,
      count: failNext.count === undefined ? 1 : count(failNext.count, 'failNext.count', 0),
    };
  }
  if (body.latencyMs !== undefined) update.latencyMs = count(body.latencyMs, 'latencyMs', 0);
  if (body.webhooks !== undefined) update.webhooks = parseWebhookFaults(body.webhooks);
  return update;
}

export function applyControlUpdate(faults: Faults, update: ControlUpdate): void {
  if (update.reset) Object.assign(faults, defaultFaults());
  if (update.captureOutcome) faults.captureOutcome = update.captureOutcome;
  if (update.failNext) {
    const { path, status, count: remaining } = update.failNext;
    if (remaining === 0) delete faults.failNext[path];
    else faults.failNext[path] = { status, count: remaining };
  }
  if (update.latencyMs !== undefined) faults.latencyMs = update.latencyMs;
  if (update.webhooks) Object.assign(faults.webhooks, update.webhooks);
}
