/** Switches set through POST /yoco/_control; they stay until changed or reset. */
export interface WebhookFaults {
  /** Each event is delivered this many times (same event id and webhook-id). 1 = normal. */
  duplicate: number;
  /** Sign with a wrong key. */
  badSignature: boolean;
  /** Put webhook-timestamp this many seconds in the past (the signature matches the stale value). */
  staleTimestampSeconds: number;
  /** Keep events until POST /_control/release. */
  hold: boolean;
}

export interface YocoControls {
  latencyMs: number;
  webhooks: WebhookFaults;
  /**
   * Real Yoco refuses refunds of test-mode checkouts (providers.md §2.4); the sandbox accepts them unless this is
   * true, so the product's refunds can be tested with the test key, and the refusal too.
   */
  refuseTestModeRefunds: boolean;
}

export function defaultControls(): YocoControls {
  return {
    latencyMs: 0,
    webhooks: { duplicate: 1, badSignature: false, staleTimestampSeconds: 0, hold: false },
    refuseTestModeRefunds: false,
  };
}
