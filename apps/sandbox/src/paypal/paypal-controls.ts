import { issueError } from './paypal-error.ts';

/** Switches set through POST /paypal/_control; they stay until changed or reset. */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';
export type FailableOperation = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'subscribe' | 'get-subscription' | 'cancel-subscription';
export type FaultStatus = 500 | 503;

export interface WebhookFaults {
  /** Each event is delivered this many times (same event id). */
  duplicate: number;
  badSignature: boolean;
  /** Host put into PAYPAL-CERT-URL instead of the sandbox's own, to test the client's host allowlist. */
  certUrlHost: string | null;
  /** Keep events queued until POST /paypal/_control/release. */
  hold: boolean;
}

export interface PaypalControls {
  captureOutcome: CaptureOutcome;
  failNext: Partial<Record<FailableOperation, { status: FaultStatus; count: number }>>;
  latencyMs: number;
  webhooks: WebhookFaults;
}

export function defaultControls(): PaypalControls {
  return {
    captureOutcome: 'COMPLETED',
    failNext: {},
    latencyMs: 0,
    webhooks: { duplicate: 1, badSignature: false, certUrlHost: null, hold: false },
  };
}

/** Forced failures (control failNext) win over the real handling; each one is used up once. */
export function throwForcedFailure(controls: PaypalControls, operation: FailableOperation): void {
  const pending = controls.failNext[operation];
  if (!pending || pending.count <= 0) return;
  pending.count -= 1;
  if (pending.count === 0) delete controls.failNext[operation];
  throw issueError(pending.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR');
}
