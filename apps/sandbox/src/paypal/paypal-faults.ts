/** Switches set through POST /paypal/_control; they stay until changed or reset. */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';
export type FailableOperation = 'token' | 'create' | 'get' | 'capture' | 'refund';

export interface WebhookFaults {
  /** Each event is delivered this many times (same event id). */
  duplicate: number;
  /** Events emitted together, and held events on release, go out newest first. */
  reverseOrder: boolean;
  /** Wait before the first attempt. */
  delayMs: number;
  badSignature: boolean;
  /** Host put into PAYPAL-CERT-URL instead of the sandbox's own, to test the client's host allowlist. */
  certUrlHost: string | null;
  /** Keep events queued until POST /paypal/_control/release. */
  hold: boolean;
  /** Also send PAYMENT.CAPTURE.DECLINED next to every PAYMENT.CAPTURE.DENIED. */
  alsoDeclined: boolean;
}

export interface Faults {
  captureOutcome: CaptureOutcome;
  failNext: Partial<Record<FailableOperation, { status: 500 | 503; count: number }>>;
  latencyMs: number;
  webhooks: WebhookFaults;
}

export function defaultFaults(): Faults {
  return {
    captureOutcome: 'COMPLETED',
    failNext: {},
    latencyMs: 0,
    webhooks: {
      duplicate: 1,
      reverseOrder: false,
      delayMs: 0,
      badSignature: false,
      certUrlHost: null,
      hold: false,
      alsoDeclined: false,
    },
  };
}

/** Uses up one forced failure for the operation, if any is left. */
export function takeForcedFailure(faults: Faults, operation: FailableOperation): 500 | 503 | undefined {
  const pending = faults.failNext[operation];
  if (!pending || pending.count <= 0) return undefined;
  pending.count -= 1;
  if (pending.count === 0) delete faults.failNext[operation];
  return pending.status;
}
