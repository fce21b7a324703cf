import type { PaymentState } from '@guidepass/domain/payments';

/** What can happen to a payment; each event carries what it records besides the new state. */
export type PaymentEvent =
  /** proof of payment: PayPal's COMPLETED capture, or Yoco's paid checkout / payment.succeeded */
  | { type: 'capture'; captureRef: string }
  /** the provider holds the money but has not released it (PayPal PENDING): no access yet */
  | { type: 'hold'; captureRef: string | null }
  /** the provider refused, the amounts differ, or the payment could not be started */
  | { type: 'fail'; reason: string }
  /** still created a day later: the buyer abandoned it */
  | { type: 'expire' }
  /** the merchant gave the money back */
  | { type: 'refund' }
  /** the member withdrew it before paying ("Pay another way", product.md §17): the provider was asked to close it */
  | { type: 'withdraw' };

export type PaymentEventType = PaymentEvent['type'];

/**
 * The payment lifecycle, the one table of allowed moves: from-state → event → to-state. Late proof still captures a
 * failed, withdrawn or expired payment; nothing but a refund leaves captured; refunded is final.
 */
export const paymentTransitions = {
  created: { capture: 'captured', hold: 'pending', fail: 'failed', expire: 'expired', withdraw: 'cancelled' },
  pending: { capture: 'captured', fail: 'failed' },
  failed: { capture: 'captured' },
  expired: { capture: 'captured' },
  cancelled: { capture: 'captured' },
  captured: { refund: 'refunded' },
  refunded: {},
} as const satisfies Record<PaymentState, Partial<Record<PaymentEventType, PaymentState>>>;

const states = Object.keys(paymentTransitions) as PaymentState[];

/** The state an event moves a payment to from `from`, or null when the table does not allow it. */
export function nextPaymentState(from: PaymentState, event: PaymentEventType): PaymentState | null {
  return (paymentTransitions[from] as Partial<Record<PaymentEventType, PaymentState>>)[event] ?? null;
}

/** The states an event may move a payment from, and the one state it moves it to (what the SQL guard checks). */
export function transitionOf(event: PaymentEventType): { from: PaymentState[]; to: PaymentState } {
  const from = states.filter((state) => nextPaymentState(state, event) !== null);
  const targets = new Set(from.map((state) => nextPaymentState(state, event)!));
  // One target per event keeps the guarded UPDATE a single statement; a table edit breaking that fails loudly here.
  if (targets.size !== 1) throw new Error(`payment event ${event} must lead to exactly one state`);
  return { from, to: [...targets][0]! };
}
