import type { ReturnIds } from '../../../lib/providers/web-provider.ts';

export interface PaymentReturnStatus {
  /** What to tell the user about the return (capturing, a failure, a slow verification). */
  message: string | null;
  /** The message informs (shown in blue, the original's rule) rather than reports a failure: payment received, a slow verification. */
  informational?: boolean;
  /** The message tells the member to contact support (the capture failed): how to follows it. */
  support?: boolean;
  /** Set while the capture call runs. */
  capturing: boolean;
  /** Set while the profile is being re-read to see the payment land: read `step` of `steps`. */
  verifying: { step: number; steps: number } | null;
}

/**
 * The address a provider sent the browser back to (`?payment=success&…`), as app/location.ts reads it: our payment
 * (`method`, `paymentId`), or the provider's own ids (`token`, `subscription_id`: PayPal's order id, or its
 * subscription's id with the approval's token), which its own module reads (lib/providers).
 */
export interface PaymentReturnAddress extends ReturnIds {
  /** `yoco` for Yoco's return; PayPal's carries none. */
  method: string | null;
  /** Yoco's checkout id. */
  paymentId: string | null;
}
